import { randomUUID } from "node:crypto";
import { PostgresAdapter, sql, type Transaction } from "kysely";
import { isWellFormedEmail, normalizeEmail } from "@/lib/forms/email";
import { mailboxKey } from "@/lib/forms/mailbox";
import { analyticsDb } from "@/server/analytics/events";
import { purgeDeletedRows } from "@/server/db/purge";
import type { Database } from "@/server/db/schema";
import { downstreamOf, downstreamSystems, type DownstreamRecord, type ErasedEntry } from "./erase-downstream";
import { getDb, type Db } from "@/server/db";
import { auditAddressHmac, recordAudit } from "./audit";
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
  /** Analytics events one of whose properties is the address (any spelling) or the redemption cookie. */
  analyticsEvents: number;
  /** Codes kept as handed out (the pool's count stays right) but no longer tied to the visitor's cookie. */
  redemptionClaims: number;
}

/** The counts in the order the console lists them. */
export const erasureCountKeys = [
  "submissions",
  "outbox",
  "outgoingEmail",
  "assessmentPdfs",
  "newsletterConfirmations",
  "newsletterSubscriptions",
  "learningAppAccounts",
  "learningAppCourseRegistrations",
  "embeddedDeliveries",
  "analyticsEvents",
  "redemptionClaims",
] as const satisfies readonly (keyof ErasureCounts)[];

export interface Erasure {
  counts: ErasureCounts;
  downstream: DownstreamRecord[];
  /** The database's files were rewritten after the erasure (`purgeDeletedRows`); false in a preview. */
  purged: boolean;
}

export interface ErasureRequest {
  email: string;
  /** The person's `redemption_visitor` cookie, when they send it: the only tie between them and a code they got. */
  redemptionVisitor?: string | null;
}

export class InvalidErasureRequest extends Error {}

/** Rolls a preview's transaction back once it has counted. */
class Preview extends Error {
  constructor(readonly erasure: Omit<Erasure, "purged">) {
    super("preview");
  }
}

/** Ids per statement: far under SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 500;
/** Analytics events read a page at a time while looking for the person's. */
const EVENTS_PAGE = 5_000;

/** The tables an erasure deletes from or rewrites: what is vacuumed after it. */
const TOUCHED = [
  "submissions",
  "outbox",
  "assessment_pdfs",
  "newsletter_confirmations",
  "newsletter_subscriptions",
  "outgoing_email",
  "learning_app_accounts",
  "learning_app_course_registrations",
  "embedded_deliveries",
  "analytics_events",
  "redemption_codes",
] as const;

const chunks = <T>(values: T[]): T[][] => Array.from({ length: Math.ceil(values.length / CHUNK) }, (_, index) => values.slice(index * CHUNK, (index + 1) * CHUNK));

type KeyedTable = "outbox" | "assessment_pdfs" | "newsletter_confirmations" | "submissions" | "outgoing_email" | "embedded_deliveries" | "learning_app_accounts" | "learning_app_course_registrations";

async function deleteWhereIn(trx: Transaction<Database>, table: KeyedTable, column: "id" | "submission_id" | "idempotency_key", ids: string[]): Promise<number> {
  let deleted = 0;
  for (const chunk of chunks(ids)) {
    // The union of tables and columns is too wide for Kysely's typed where; each call names a real pair.
    const result = await trx.deleteFrom(table).where(sql.ref(column), "in", chunk).executeTakeFirst();
    deleted += Number(result.numDeletedRows ?? 0);
  }
  return deleted;
}

/** Rows keyed by the address's mailbox or made by one of the entries: their ids (the learning app's idempotency keys). */
async function selectIds(trx: Transaction<Database>, table: "outgoing_email" | "learning_app_accounts" | "learning_app_course_registrations", keyColumn: "recipient_key" | "email_key", key: string, entries: string[]) {
  const ids = new Set<string>();
  const idColumn = table === "outgoing_email" ? "id" : "idempotency_key";
  for (const row of await trx.selectFrom(table).select(sql<string>`${sql.ref(idColumn)}`.as("id")).where(sql.ref(keyColumn), "=", key).execute()) ids.add(row.id);
  for (const chunk of chunks(entries)) {
    for (const row of await trx.selectFrom(table).select(sql<string>`${sql.ref(idColumn)}`.as("id")).where(sql.ref(idColumn), "in", chunk).execute()) ids.add(row.id);
  }
  return [...ids];
}

/** A LIKE pattern that finds `text` anywhere, LIKE's own characters taken literally. */
const literalPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Analytics events one of whose properties is the address (any spelling: by its mailbox key) or the visitor's cookie. */
async function analyticsEventsOf(trx: Transaction<Database>, key: string, visitor: string | null): Promise<string[]> {
  const events = analyticsDb(trx);
  const names = (value: unknown) => typeof value === "string" && ((visitor !== null && value === visitor) || (value.includes("@") && mailboxKey(value) === key));
  const ids: string[] = [];
  let after = "";
  for (;;) {
    const rows = await events
      .selectFrom("analytics_events")
      .select(["id", "properties"])
      .where("id", ">", after)
      .where((eb) => eb.or([eb("properties", "like", "%@%"), ...(visitor ? [sql<boolean>`properties like ${literalPattern(visitor)} escape '\\'`] : [])]))
      .orderBy("id")
      .limit(EVENTS_PAGE)
      .execute();
    for (const row of rows) {
      try {
        if (Object.values(JSON.parse(row.properties) as Record<string, unknown>).some(names)) ids.push(row.id);
      } catch {
        // Unreadable properties name nobody.
      }
    }
    if (rows.length < EVENTS_PAGE) return ids;
    after = rows[rows.length - 1]!.id;
  }
}

/**
 * Erases a person (GDPR art. 17) in one transaction: their own rows, found by the mailbox key of the address
 * (`mailboxKey`: every spelling of it, `Ana+x@Gmail.com` as `a.na@gmail.com`) in the columns that hold a person's
 * address, never by a free-text field (another lead's message that quotes the address stays): their submissions, the
 * outbox entries of those, the mails kept for them, their assessment PDFs and newsletter confirmations, their
 * newsletter subscription and preferences, what the embedded learning app, Marketo and Chili Piper kept of those
 * deliveries, analytics events one of whose properties is the address or their redemption cookie, and the tie
 * between that cookie and a code. Then the database's files are rewritten (`purgeDeletedRows`) so no copy of the
 * erased rows stays in them. Returns how many rows each table lost and which systems outside the site the erased
 * deliveries reached (what the site cannot erase). `preview` counts the same in a transaction that is rolled back.
 */
export async function erasePerson(db: Db, request: ErasureRequest, options: { preview?: boolean } = {}): Promise<Erasure> {
  const email = normalizeEmail(request.email);
  if (!isWellFormedEmail(email)) throw new InvalidErasureRequest("Give the person's email address.");
  const key = mailboxKey(email);
  const visitor = request.redemptionVisitor?.trim() || null;
  const isSqlite = !(db.getExecutor().adapter instanceof PostgresAdapter);

  const erase = db.transaction().execute(async (trx) => {
    // On the connection that deletes, whatever connection the pool opened: the freed bytes are zeroed.
    if (isSqlite) await sql`pragma secure_delete = on`.execute(trx);
    const submissionIds = (await trx.selectFrom("submissions").select("id").where("email_key", "=", key).execute()).map((row) => row.id);
    const entries: ErasedEntry[] = [];
    for (const chunk of chunks(submissionIds)) {
      entries.push(
        ...(await trx
          .selectFrom("outbox")
          .select(["id", "submission_id", "destination", "status", "result", "forwarded_at", "doubt_since"])
          .where("submission_id", "in", chunk)
          .execute()),
      );
    }
    const entryIds = entries.map((entry) => entry.id);

    // Rows keyed by one of their outbox entries (the idempotency key) or by the address's mailbox.
    const mails = await selectIds(trx, "outgoing_email", "recipient_key", key, entryIds);
    const accounts = await selectIds(trx, "learning_app_accounts", "email_key", key, entryIds);
    const registrations = await selectIds(trx, "learning_app_course_registrations", "email_key", key, entryIds);
    const downstream = downstreamOf(entries, new Set([...accounts, ...registrations]));

    const outgoingEmail = await deleteWhereIn(trx, "outgoing_email", "id", mails);
    const learningAppAccounts = await deleteWhereIn(trx, "learning_app_accounts", "idempotency_key", accounts);
    const learningAppCourseRegistrations = await deleteWhereIn(trx, "learning_app_course_registrations", "idempotency_key", registrations);
    const embeddedDeliveries = await deleteWhereIn(trx, "embedded_deliveries", "idempotency_key", entryIds);
    // Children before their submissions (foreign keys).
    const outbox = await deleteWhereIn(trx, "outbox", "id", entryIds);
    const assessmentPdfs = await deleteWhereIn(trx, "assessment_pdfs", "submission_id", submissionIds);
    const newsletterConfirmations = await deleteWhereIn(trx, "newsletter_confirmations", "submission_id", submissionIds);
    const submissions = await deleteWhereIn(trx, "submissions", "id", submissionIds);
    const newsletterSubscriptions = Number((await trx.deleteFrom("newsletter_subscriptions").where("email_key", "=", key).executeTakeFirst()).numDeletedRows ?? 0);

    let analyticsEvents = 0;
    for (const chunk of chunks(await analyticsEventsOf(trx, key, visitor))) {
      analyticsEvents += Number((await analyticsDb(trx).deleteFrom("analytics_events").where("id", "in", chunk).executeTakeFirst()).numDeletedRows ?? 0);
    }

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
      submissions,
      outbox,
      assessmentPdfs,
      newsletterConfirmations,
      newsletterSubscriptions,
      outgoingEmail,
      learningAppAccounts,
      learningAppCourseRegistrations,
      embeddedDeliveries,
      analyticsEvents,
      redemptionClaims,
    };
    if (options.preview) throw new Preview({ counts, downstream });
    return { counts, downstream };
  });
  const erased = await erase.catch((error: unknown) => {
    if (error instanceof Preview) return error.erasure;
    throw error;
  });
  return { ...erased, purged: options.preview ? false : await purgeDeletedRows(db, TOUCHED) };
}

const count = (value: unknown) => (typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : 0);

/** An erasure as its audit line (`person_erased`) recorded it: what the confirmation page shows afterwards. */
export function erasureOfAudit(detail: Record<string, unknown> | null): Erasure | null {
  if (!detail || typeof detail.counts !== "object" || detail.counts === null) return null;
  const recorded = detail.counts as Record<string, unknown>;
  const counts = Object.fromEntries(erasureCountKeys.map((name) => [name, count(recorded[name])])) as unknown as ErasureCounts;
  const downstream = (Array.isArray(detail.downstream) ? (detail.downstream as Record<string, unknown>[]) : []).flatMap((record): DownstreamRecord[] => {
    const system = downstreamSystems.find((name) => name === record?.system);
    if (!system) return [];
    const time = (value: unknown) => (typeof value === "string" ? value : "");
    return [{ system, leads: count(record.leads), inDoubt: count(record.inDoubt), first: time(record.first), last: time(record.last) }];
  });
  return { counts, downstream, purged: detail.purged === true };
}

/**
 * The confirmation step as an admin sees it: what an erasure would remove, counted, and the systems outside the site
 * its deliveries reached (see `erasePerson`), audited as `person_erasure_previewed` with the address's HMAC and the
 * counts: a preview shows whether the site holds the person.
 */
export async function previewErasure(session: AdminSession, request: ErasureRequest, options: { db?: Db } = {}): Promise<Erasure> {
  const db = options.db ?? (await getDb());
  const erasure = await erasePerson(db, request, { preview: true });
  await recordAudit(session, "person_erasure_previewed", { addressHmac: auditAddressHmac(request.email), redemptionVisitor: Boolean(request.redemptionVisitor), counts: { ...erasure.counts } }, { db });
  return erasure;
}
