import { createHash, randomUUID } from "node:crypto";
import { sql, type Transaction } from "kysely";
import { isWellFormedEmail, normalizeEmail } from "@/lib/forms/email";
import { getDb, type Db } from "@/server/db";
import type { Database } from "@/server/db/schema";
import { recordAudit } from "./audit";
import type { AdminSession } from "./session";

/** What an erasure removed (or made anonymous), table by table. */
export interface ErasureCounts {
  submissions: number;
  outbox: number;
  assessmentPdfs: number;
  newsletterConfirmations: number;
  newsletterSubscriptions: number;
  outgoingEmail: number;
  learningAppAccounts: number;
  learningAppCourseRegistrations: number;
  embeddedDeliveries: number;
  /** Codes kept as handed out (the pool's count stays right) but no longer tied to the visitor's cookie. */
  redemptionClaims: number;
}

export interface ErasureRequest {
  email: string;
  /** The person's `redemption_visitor` cookie, when they send it: the only tie between them and a code they got. */
  redemptionVisitor?: string | null;
}

export class InvalidErasureRequest extends Error {}

/** Rolls a preview's transaction back once it has counted. */
class Preview extends Error {
  constructor(readonly counts: ErasureCounts) {
    super("preview");
  }
}

/** Ids per statement: far under SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 500;

const chunks = <T>(values: T[]): T[][] => Array.from({ length: Math.ceil(values.length / CHUNK) }, (_, index) => values.slice(index * CHUNK, (index + 1) * CHUNK));

/** A LIKE pattern that finds the address as a JSON string value, with LIKE's own characters taken literally. */
const jsonValuePattern = (email: string) => `%${JSON.stringify(email).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

async function deleteWhereIn(trx: Transaction<Database>, table: "outbox" | "assessment_pdfs" | "newsletter_confirmations" | "submissions", column: "id" | "submission_id", ids: string[]): Promise<number> {
  let deleted = 0;
  for (const chunk of chunks(ids)) {
    // The union of tables and columns is too wide for Kysely's typed where; each call names a real pair.
    const result = await trx.deleteFrom(table).where(sql.ref(column), "in", chunk).executeTakeFirst();
    deleted += Number(result.numDeletedRows ?? 0);
  }
  return deleted;
}

/**
 * Erases a person (GDPR art. 17) in one transaction: their submissions (by address, or naming it in the payload), the
 * outbox entries of those submissions and any other entry whose message holds the address, the mails kept for them,
 * their assessment PDFs and newsletter confirmations, their newsletter subscription and preferences, what the
 * embedded learning app, Marketo and Chili Piper kept of them, and the tie between their redemption cookie and a
 * code. Analytics events hold no identity (no visitor id, IP or address: see src/server/analytics/events.ts), so there
 * is nothing of theirs there. Returns how many rows each table lost; nothing else is touched. `preview` counts the same
 * rows in a transaction that is rolled back (the confirmation step shows what will go).
 */
export async function erasePerson(db: Db, request: ErasureRequest, options: { preview?: boolean } = {}): Promise<ErasureCounts> {
  const email = normalizeEmail(request.email);
  if (!isWellFormedEmail(email)) throw new InvalidErasureRequest("Give the person's email address.");
  const visitor = request.redemptionVisitor?.trim() || null;
  const pattern = jsonValuePattern(email);
  const holdsAddress = (column: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;

  const erase = db.transaction().execute(async (trx) => {
    const submissions = await trx
      .selectFrom("submissions")
      .select("id")
      .where((eb) => eb.or([eb("email", "=", email), holdsAddress("payload")]))
      .execute();
    const submissionIds = submissions.map((row) => row.id);
    const outboxIds = new Set<string>();
    for (const chunk of chunks(submissionIds)) {
      for (const row of await trx.selectFrom("outbox").select("id").where("submission_id", "in", chunk).execute()) outboxIds.add(row.id);
    }
    for (const row of await trx.selectFrom("outbox").select("id").where(holdsAddress("message")).execute()) outboxIds.add(row.id);
    const entries = [...outboxIds];

    // Rows keyed by an outbox entry (the idempotency key) or holding the address themselves.
    let outgoingEmail = 0;
    let embeddedDeliveries = 0;
    let learningAppAccounts = 0;
    let learningAppCourseRegistrations = 0;
    for (const chunk of chunks(entries)) {
      outgoingEmail += Number((await trx.deleteFrom("outgoing_email").where("id", "in", chunk).executeTakeFirst()).numDeletedRows ?? 0);
      embeddedDeliveries += Number((await trx.deleteFrom("embedded_deliveries").where("idempotency_key", "in", chunk).executeTakeFirst()).numDeletedRows ?? 0);
      learningAppAccounts += Number((await trx.deleteFrom("learning_app_accounts").where("idempotency_key", "in", chunk).executeTakeFirst()).numDeletedRows ?? 0);
      learningAppCourseRegistrations += Number(
        (await trx.deleteFrom("learning_app_course_registrations").where("idempotency_key", "in", chunk).executeTakeFirst()).numDeletedRows ?? 0,
      );
    }
    outgoingEmail += Number((await trx.deleteFrom("outgoing_email").where(sql`lower(recipient)`, "=", email).executeTakeFirst()).numDeletedRows ?? 0);
    embeddedDeliveries += Number((await trx.deleteFrom("embedded_deliveries").where(holdsAddress("payload")).executeTakeFirst()).numDeletedRows ?? 0);
    learningAppAccounts += Number((await trx.deleteFrom("learning_app_accounts").where(sql`lower(email)`, "=", email).executeTakeFirst()).numDeletedRows ?? 0);
    learningAppCourseRegistrations += Number(
      (await trx.deleteFrom("learning_app_course_registrations").where(sql`lower(email)`, "=", email).executeTakeFirst()).numDeletedRows ?? 0,
    );

    // Children before their submissions (foreign keys).
    const outbox = await deleteWhereIn(trx, "outbox", "id", entries);
    const assessmentPdfs = await deleteWhereIn(trx, "assessment_pdfs", "submission_id", submissionIds);
    const newsletterConfirmations = await deleteWhereIn(trx, "newsletter_confirmations", "submission_id", submissionIds);
    const erasedSubmissions = await deleteWhereIn(trx, "submissions", "id", submissionIds);
    const newsletterSubscriptions = Number((await trx.deleteFrom("newsletter_subscriptions").where(sql`lower(email)`, "=", email).executeTakeFirst()).numDeletedRows ?? 0);

    let redemptionClaims = 0;
    if (visitor) {
      // One code per visitor and campaign is a unique index: each claim gets its own random stand-in.
      const claims = await trx.selectFrom("redemption_codes").select("id").where("claimed_by", "=", visitor).execute();
      for (const claim of claims) {
        await trx.updateTable("redemption_codes").set({ claimed_by: `erased:${randomUUID()}` }).where("id", "=", claim.id).execute();
      }
      redemptionClaims = claims.length;
    }

    const counts: ErasureCounts = {
      submissions: erasedSubmissions,
      outbox,
      assessmentPdfs,
      newsletterConfirmations,
      newsletterSubscriptions,
      outgoingEmail,
      learningAppAccounts,
      learningAppCourseRegistrations,
      embeddedDeliveries,
      redemptionClaims,
    };
    if (options.preview) throw new Preview(counts);
    return counts;
  });
  return erase.catch((error: unknown) => {
    if (error instanceof Preview) return error.counts;
    throw error;
  });
}

/** The audit log names a person an erasure is about by a hash of the address: the step can be shown later without keeping it. */
export const erasureAddressHash = (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest("hex");

/**
 * The confirmation step as an admin sees it: what an erasure would remove, counted (see `erasePerson`), audited as
 * `person_erasure_previewed` with the address's hash and the counts: a preview shows whether the site holds the person.
 */
export async function previewErasure(session: AdminSession, request: ErasureRequest, options: { db?: Db } = {}): Promise<ErasureCounts> {
  const db = options.db ?? (await getDb());
  const counts = await erasePerson(db, request, { preview: true });
  await recordAudit(session, "person_erasure_previewed", { emailSha256: erasureAddressHash(request.email), redemptionVisitor: Boolean(request.redemptionVisitor), counts: { ...counts } }, { db });
  return counts;
}
