import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "@/server/db";
import type { Database } from "@/server/db/schema";
import { mailDelivery } from "@/server/mail/queue";
import { subscribeToNewsletter } from "@/server/newsletter";
import { importCodes, claimCode, campaignStats } from "@/server/redemption/codes";
import { recordSubmission } from "@/server/leads/store";
import { testDatabases } from "@/server/testing/databases";
import { erasePerson, InvalidErasureRequest } from "./erase";
import { testSubmission } from "../testing/leads";

const now = "2026-03-01T10:00:00.000Z";
const tables = [
  "submissions",
  "outbox",
  "assessment_pdfs",
  "newsletter_confirmations",
  "newsletter_subscriptions",
  "outgoing_email",
  "learning_app_accounts",
  "learning_app_course_registrations",
  "embedded_deliveries",
] as const satisfies readonly (keyof Database)[];

async function counts(db: Db): Promise<Record<(typeof tables)[number], number>> {
  const result = {} as Record<(typeof tables)[number], number>;
  for (const table of tables) {
    const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

/** Everything the site keeps of one person: a form lead sent to Marketo, a free trial, a newsletter sign-up, an assessment. */
async function person(db: Db, email: string, name: string): Promise<void> {
  const lead = await recordSubmission(
    testSubmission({
      kind: "form",
      formType: "demo",
      locale: "de",
      email,
      payload: { fields: { firstName: name, email: email.toUpperCase() } },
      destinations: [{ destination: "marketo.lead", message: { formType: "demo", locale: "de", fields: { email } } }],
    }),
    { db },
  );
  const trial = await recordSubmission(
    testSubmission({
      kind: "free_trial",
      locale: "fr",
      email,
      payload: { mail: email, companyName: `${name} SA` },
      destinations: [
        { destination: "learning_app.account", message: { lang: "fr", mail: email } as never },
        mailDelivery({ template: "free_trial_welcome", to: email, locale: "fr", loginUrl: "https://app.example/login" }),
      ],
    }),
    { db },
  );
  // An assessment whose address only the payload names (the email column is empty).
  const assessment = await recordSubmission(testSubmission({ kind: "assessment", locale: "en", payload: { email, overallLevel: 3 }, destinations: [] }), { db });
  await db.insertInto("assessment_pdfs").values({ id: `pdf-${name}`, submission_id: assessment.id, file_name: "report.pdf", size_bytes: 4, content_base64: "JVBERg==", created_at: now }).execute();
  const newsletter = await subscribeToNewsletter({ email, language: "de" }, { db });
  await db.insertInto("newsletter_confirmations").values({ submission_id: newsletter.id, confirmed_at: now }).execute();
  await db.insertInto("newsletter_subscriptions").values({ id: `sub-${name}`, email, language: "de", topics: "[]", status: "subscribed", created_at: now, updated_at: now }).execute();

  // What the embedded downstream systems and the mail transport kept when the entries were delivered.
  const entries = await db.selectFrom("outbox").select(["id", "destination", "message"]).where("submission_id", "in", [lead.id, trial.id, newsletter.id]).execute();
  for (const entry of entries) {
    if (entry.destination === "marketo.lead") await db.insertInto("embedded_deliveries").values({ idempotency_key: entry.id, destination: "marketo.lead", payload: entry.message, created_at: now }).execute();
    if (entry.destination === "learning_app.account") {
      await db
        .insertInto("learning_app_accounts")
        .values({ id: `acc-${name}`, idempotency_key: entry.id, company_name: `${name} SA`, email, first_name: name, last_name: null, phone: null, lang: "fr", password_hash: null, created_at: now })
        .execute();
    }
    if (entry.destination === "mail") await db.insertInto("outgoing_email").values({ id: entry.id, recipient: email, subject: "Hello", body: "…", html: null, attachments: null, created_at: now }).execute();
  }
  await db
    .insertInto("learning_app_course_registrations")
    .values({ id: `reg-${name}`, idempotency_key: `manual-${name}`, group_id: "g1", email: email.toUpperCase(), first_name: name, last_name: null, phone: null, lang: "de", password_hash: null, created_at: now })
    .execute();
}

describe.each(testDatabases())("erasing a person ($name)", (database) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeEach(async () => ({ db, close } = await database.open()));
  afterEach(() => close());

  it("removes everything held about the address, in every table, and nothing of anyone else", async () => {
    await person(db, "ana_m@quillio.example", "Ana");
    // An address that a careless LIKE would also match (`_` is a wildcard there) and a namesake at another domain.
    await person(db, "anaxm@quillio.example", "Other");
    await person(db, "ana_m@quillio.example.org", "Namesake");
    await importCodes(db, "spring-offer", ["CODE-0001", "CODE-0002", "CODE-0003"]);
    await claimCode(db, "spring-offer", "ana-visitor-token");
    await claimCode(db, "spring-offer", "other-visitor-token");
    const before = await counts(db);

    // The confirmation step's preview counts the same rows and changes nothing.
    const preview = await erasePerson(db, { email: "ana_m@quillio.example", redemptionVisitor: "ana-visitor-token" }, { preview: true });
    expect(await counts(db)).toEqual(before);
    expect(await db.selectFrom("redemption_codes").select("id").where("claimed_by", "=", "ana-visitor-token").execute()).toHaveLength(1);

    const erased = await erasePerson(db, { email: "  Ana_M@Quillio.example ", redemptionVisitor: "ana-visitor-token" });

    expect(erased).toEqual({
      submissions: 4,
      outbox: 4,
      assessmentPdfs: 1,
      newsletterConfirmations: 1,
      newsletterSubscriptions: 1,
      outgoingEmail: 2,
      learningAppAccounts: 1,
      learningAppCourseRegistrations: 1,
      embeddedDeliveries: 1,
      redemptionClaims: 1,
    });
    expect(preview).toEqual(erased);
    const after = await counts(db);
    for (const table of tables) expect(before[table] - after[table], table).toBe(before[table] / 3);

    const everything = JSON.stringify(
      await Promise.all(tables.map((table) => db.selectFrom(table).selectAll().execute())),
    ).toLowerCase();
    expect(everything).not.toMatch(/ana_m@quillio\.example(?!\.org)/);
    expect(everything).toContain("anaxm@quillio.example");
    expect(everything).toContain("ana_m@quillio.example.org");

    // The code stays handed out (the pool's numbers are right) but no longer leads to the person's cookie.
    expect(await db.selectFrom("redemption_codes").select("id").where("claimed_by", "=", "ana-visitor-token").execute()).toEqual([]);
    expect(await campaignStats(db, "spring-offer")).toMatchObject({ total: 3, claimed: 2, remaining: 1 });
    expect(await db.selectFrom("redemption_codes").select("id").where("claimed_by", "=", "other-visitor-token").execute()).toHaveLength(1);

    // A second run finds nothing left.
    expect(Object.values(await erasePerson(db, { email: "ana_m@quillio.example" })).every((count) => count === 0)).toBe(true);
  });

  it("refuses something that is not an address", async () => {
    await expect(erasePerson(db, { email: "%" })).rejects.toBeInstanceOf(InvalidErasureRequest);
  });
});
