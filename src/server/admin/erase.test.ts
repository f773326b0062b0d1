import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mailboxKey } from "@/lib/forms/mailbox";
import { analyticsDb, recordAnalyticsEvents } from "@/server/analytics/events";
import { SQLITE_FILE_NAME, type Db } from "@/server/db";
import type { Database } from "@/server/db/schema";
import { recordSubmission } from "@/server/leads/store";
import { mailDelivery } from "@/server/mail/queue";
import { confirmNewsletterSubscription, subscribeToNewsletter } from "@/server/newsletter";
import { drainOutbox } from "@/server/outbox/worker";
import { campaignStats, claimCode, importCodes } from "@/server/redemption/codes";
import { testDatabases } from "@/server/testing/databases";
import { testSubmission } from "../testing/leads";
import { erasePerson, erasureOfAudit, InvalidErasureRequest } from "./erase";
import { downstreamNotes } from "./erase-downstream";

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

async function counts(db: Db): Promise<Record<(typeof tables)[number] | "analytics_events", number>> {
  const result = {} as Record<(typeof tables)[number] | "analytics_events", number>;
  for (const table of tables) {
    const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  const events = await analyticsDb(db).selectFrom("analytics_events").select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow();
  result.analytics_events = Number(events.n);
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
  const assessment = await recordSubmission(testSubmission({ kind: "assessment", locale: "en", payload: { email, overallLevel: 3 }, destinations: [] }), { db });
  await db.insertInto("assessment_pdfs").values({ id: `pdf-${name}`, submission_id: assessment.id, file_name: "report.pdf", size_bytes: 4, content_base64: "JVBERg==", created_at: now }).execute();
  const newsletter = await subscribeToNewsletter({ email, language: "de" }, { db });
  await db.insertInto("newsletter_confirmations").values({ submission_id: newsletter.id, confirmed_at: now }).execute();
  await db
    .insertInto("newsletter_subscriptions")
    .values({ id: `sub-${name}`, email, email_key: mailboxKey(email), language: "de", topics: "[]", status: "subscribed", created_at: now, updated_at: now })
    .execute();

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
    if (entry.destination === "mail") {
      await db.insertInto("outgoing_email").values({ id: entry.id, recipient: email, recipient_key: mailboxKey(email), subject: "Hello", body: "…", html: null, attachments: null, created_at: now }).execute();
    }
  }
  await db
    .insertInto("learning_app_course_registrations")
    .values({
      id: `reg-${name}`,
      idempotency_key: `manual-${name}`,
      group_id: "g1",
      email: email.toUpperCase(),
      email_key: mailboxKey(email),
      first_name: name,
      last_name: null,
      phone: null,
      lang: "de",
      password_hash: null,
      created_at: now,
    })
    .execute();
  await recordAnalyticsEvents(db, [{ name: "Form submitted", page: "/de/demo/", locale: "de", properties: { formType: "demo", email: email.toUpperCase() } }], now);
}

describe.each(testDatabases())("erasing a person ($name)", (database) => {
  let db: Db;
  let dataDir: string | undefined;
  let close: () => Promise<void>;
  beforeEach(async () => {
    const opened = await database.open();
    ({ db, close } = opened);
    dataDir = opened.options.dataDir;
  });
  afterEach(() => close());

  it("removes everything held about the address, in every table, and nothing of anyone else", async () => {
    await person(db, "ana_m@quillio.example", "Ana");
    // An address that a careless LIKE would also match (`_` is a wildcard there) and a namesake at another domain.
    await person(db, "anaxm@quillio.example", "Other");
    await person(db, "ana_m@quillio.example.org", "Namesake");
    await recordAnalyticsEvents(db, [{ name: "CTA clicked", page: "/de/", locale: "de", properties: { visitor: "ana-visitor-token" } }], now);
    await importCodes(db, "spring-offer", ["CODE-0001", "CODE-0002", "CODE-0003"]);
    await claimCode(db, "spring-offer", "ana-visitor-token");
    await claimCode(db, "spring-offer", "other-visitor-token");
    const before = await counts(db);

    // The confirmation step's preview counts the same rows and changes nothing.
    const preview = await erasePerson(db, { email: "ana_m@quillio.example", redemptionVisitor: "ana-visitor-token" }, { preview: true });
    expect(await counts(db)).toEqual(before);
    expect(preview.purged).toBe(false);
    expect(await db.selectFrom("redemption_codes").select("id").where("claimed_by", "=", "ana-visitor-token").execute()).toHaveLength(1);

    // Another spelling of the same mailbox (case, a +tag, blanks) erases the same person.
    const erased = await erasePerson(db, { email: "  Ana_M+gdpr@Quillio.example ", redemptionVisitor: "ana-visitor-token" });

    expect(erased.counts).toEqual({
      submissions: 4,
      outbox: 4,
      assessmentPdfs: 1,
      newsletterConfirmations: 1,
      newsletterSubscriptions: 1,
      outgoingEmail: 2,
      learningAppAccounts: 1,
      learningAppCourseRegistrations: 1,
      embeddedDeliveries: 1,
      analyticsEvents: 2,
      redemptionClaims: 1,
    });
    expect(erased.purged).toBe(true);
    expect(preview.counts).toEqual(erased.counts);
    const after = await counts(db);
    for (const table of tables) expect(before[table] - after[table], table).toBe(before[table] / 3);
    expect(after.analytics_events).toBe(2);

    const everything = JSON.stringify([
      ...(await Promise.all(tables.map((table) => db.selectFrom(table).selectAll().execute()))),
      await analyticsDb(db).selectFrom("analytics_events").selectAll().execute(),
    ]).toLowerCase();
    expect(everything).not.toMatch(/ana_m@quillio\.example(?!\.org)/);
    expect(everything).not.toContain("ana-visitor-token");
    expect(everything).toContain("anaxm@quillio.example");
    expect(everything).toContain("ana_m@quillio.example.org");

    // The code stays handed out (the pool's numbers are right) but no longer leads to the person's cookie.
    expect(await db.selectFrom("redemption_codes").select("id").where("claimed_by", "=", "ana-visitor-token").execute()).toEqual([]);
    expect(await campaignStats(db, "spring-offer")).toMatchObject({ total: 3, claimed: 2, remaining: 1 });
    expect(await db.selectFrom("redemption_codes").select("id").where("claimed_by", "=", "other-visitor-token").execute()).toHaveLength(1);

    // A second run finds nothing left.
    expect(Object.values((await erasePerson(db, { email: "ana_m@quillio.example" })).counts).every((count) => count === 0)).toBe(true);
  });

  it("erases every spelling of one mailbox that the site stored, through the store's own writers", async () => {
    // Gmail ignores dots and +tags, and googlemail.com is gmail.com: one inbox, stored four ways.
    const spellings = ["Zoe.Brandt+demo@Gmail.com", "zoebrandt@googlemail.com", "ZOE.BRANDT@gmail.com", "z.o.e.brandt+news@gmail.com"];
    for (const email of spellings.slice(0, 3)) {
      await recordSubmission(testSubmission({ kind: "form", formType: "contact", locale: "de", email, payload: { fields: { firstName: "Zoë" } }, destinations: [mailDelivery({ template: "preferences_link", to: email, locale: "de", preferencesUrl: "https://site.example/p" })] }), { db });
    }
    await subscribeToNewsletter({ email: spellings[3]!, language: "de" }, { db });
    const [confirmation] = await db.selectFrom("outbox").select("message").where("message", "like", "%confirm=%").execute();
    const token = decodeURIComponent(/confirm=([^"&\\]+)/.exec(confirmation!.message)![1]!);
    expect(await confirmNewsletterSubscription(token, { db })).not.toBeNull();
    await recordSubmission(testSubmission({ kind: "form", formType: "contact", locale: "de", email: "zoe.brandt@gmx.example", destinations: [] }), { db });
    // The embedded mail transport keeps each mail: the rows the real writers make.
    await drainOutbox({ db, destination: "mail" });
    expect(await db.selectFrom("outgoing_email").select("recipient_key").execute()).toEqual(Array(4).fill({ recipient_key: "zoebrandt@gmail.com" }));

    const erased = await erasePerson(db, { email: "zoebrandt@gmail.com" });

    expect(erased.counts).toMatchObject({ submissions: 4, newsletterSubscriptions: 1, newsletterConfirmations: 1, outgoingEmail: 4 });
    const left = await db.selectFrom("submissions").select("email").execute();
    expect(left).toEqual([{ email: "zoe.brandt@gmx.example" }]);
    expect(await db.selectFrom("newsletter_subscriptions").selectAll().execute()).toEqual([]);
    expect(await db.selectFrom("outgoing_email").selectAll().execute()).toEqual([]);
  });

  it("leaves another person's lead whose message, company, deliveries and mails quote the address", async () => {
    const address = "ana_m@quillio.example";
    await recordSubmission(testSubmission({ kind: "form", formType: "demo", locale: "de", email: address, payload: { fields: { firstName: "Ana" } }, destinations: [] }), { db });
    const bob = await recordSubmission(
      testSubmission({
        kind: "form",
        formType: "contact",
        locale: "en",
        email: "bob@builder.example",
        // Fields that equal the address exactly: a LIKE on the stored JSON took Bob's lead, delivery and record for Ana's.
        payload: { fields: { firstName: "Bob", company: address, message: address } },
        destinations: [{ destination: "marketo.lead", message: { formType: "contact", locale: "en", fields: { email: "bob@builder.example", company: address, message: address } } }],
      }),
      { db },
    );
    const carol = await recordSubmission(
      testSubmission({ kind: "form", formType: "contact", locale: "en", email: "carol@builder.example", payload: { fields: { message: `Please also invite my colleague ${address.toUpperCase()}.` } } }),
      { db },
    );
    const [entry] = await db.selectFrom("outbox").select(["id", "message"]).where("submission_id", "=", bob.id).execute();
    await db.insertInto("embedded_deliveries").values({ idempotency_key: entry!.id, destination: "marketo.lead", payload: entry!.message, created_at: now }).execute();
    await db.insertInto("outgoing_email").values({ id: "bob-mail", recipient: "bob@builder.example", recipient_key: "bob@builder.example", subject: `About ${address}`, body: address, html: null, attachments: null, created_at: now }).execute();
    await recordAnalyticsEvents(db, [{ name: "CTA clicked", page: "/en/", locale: "en", properties: { label: `Write to ${address}` } }], now);

    const erased = await erasePerson(db, { email: address });

    expect(erased.counts).toMatchObject({ submissions: 1, outbox: 0, embeddedDeliveries: 0, outgoingEmail: 0, analyticsEvents: 0 });
    expect(await db.selectFrom("submissions").select(["id", "company"]).orderBy("email").execute()).toEqual([
      { id: bob.id, company: address },
      { id: carol.id, company: null },
    ]);
    expect(await db.selectFrom("outbox").select("id").execute()).toEqual([{ id: entry!.id }]);
    expect(await db.selectFrom("embedded_deliveries").select("idempotency_key").execute()).toEqual([{ idempotency_key: entry!.id }]);
    expect(await db.selectFrom("outgoing_email").select("id").execute()).toEqual([{ id: "bob-mail" }]);
    expect(await analyticsDb(db).selectFrom("analytics_events").select("name").execute()).toEqual([{ name: "CTA clicked" }]);
  });

  it("says which systems outside the site the erased deliveries reached, and when", async () => {
    const email = "cleo@quillio.example";
    const marketo = { destination: "marketo.lead" as const, message: { formType: "demo", locale: "de", fields: { email } } };
    const first = await recordSubmission(testSubmission({ kind: "form", formType: "demo", locale: "de", email, destinations: [marketo, mailDelivery({ template: "preferences_link", to: email, locale: "de", preferencesUrl: "https://site.example/p" })] }), { db });
    const second = await recordSubmission(testSubmission({ kind: "form", formType: "demo", locale: "de", email, destinations: [marketo, { destination: "chilipiper.booking", message: { email } as never }] }), { db });
    const trial = await recordSubmission(testSubmission({ kind: "free_trial", locale: "de", email, destinations: [{ destination: "learning_app.account", message: { lang: "de", email } as never }] }), { db });
    const set = async (submission: string, destination: string, values: Record<string, string | null>) =>
      db.updateTable("outbox").set(values).where("submission_id", "=", submission).where("destination", "=", destination).execute();
    // Marketo's REST API took both leads; one mail went out by SMTP; the Chili Piper call's answer was lost.
    await set(first.id, "marketo.lead", { status: "forwarded", forwarded_at: "2026-03-02T09:00:00.000Z", result: JSON.stringify({ status: "created", id: 7 }) });
    await set(second.id, "marketo.lead", { status: "forwarded", forwarded_at: "2026-03-05T16:30:00.000Z", result: JSON.stringify({ status: "updated", id: 7 }) });
    await set(first.id, "mail", { status: "forwarded", forwarded_at: "2026-03-02T09:00:01.000Z", result: JSON.stringify({ messageId: "<m@x>", via: "smtp" }) });
    await set(second.id, "chilipiper.booking", { status: "pending", doubt_since: "2026-03-05T16:30:02.000Z" });
    // The free trial's account went to the embedded learning app: kept here, erased with the rest, nothing to file.
    const [account] = await db.selectFrom("outbox").select("id").where("submission_id", "=", trial.id).execute();
    await set(trial.id, "learning_app.account", { status: "forwarded", forwarded_at: "2026-03-03T10:00:00.000Z", result: JSON.stringify({ accountId: "acc-1" }) });
    await db
      .insertInto("learning_app_accounts")
      .values({ id: "acc-1", idempotency_key: account!.id, company_name: "", email, email_key: email, first_name: null, last_name: null, phone: null, lang: "de", password_hash: null, created_at: now })
      .execute();

    const preview = await erasePerson(db, { email }, { preview: true });
    const erased = await erasePerson(db, { email });

    expect(erased.downstream).toEqual([
      { system: "marketo", leads: 2, inDoubt: 0, first: "2026-03-02T09:00:00.000Z", last: "2026-03-05T16:30:00.000Z" },
      { system: "chilipiper", leads: 0, inDoubt: 1, first: "2026-03-05T16:30:02.000Z", last: "2026-03-05T16:30:02.000Z" },
      { system: "mail", leads: 1, inDoubt: 0, first: "2026-03-02T09:00:01.000Z", last: "2026-03-02T09:00:01.000Z" },
    ]);
    expect(preview.downstream).toEqual(erased.downstream);
    const notes = downstreamNotes(erased.downstream, "en-GB");
    expect(notes.map((note) => `${note.name}: ${note.got}`)).toEqual([
      "Marketo: 2 leads had been forwarded to Marketo between 2 Mar 2026, 09:00 UTC and 5 Mar 2026, 16:30 UTC",
      "Chili Piper: 1 more may have arrived (an attempt whose answer was lost) on 5 Mar 2026, 16:30 UTC",
      "Mails sent: 1 lead had mails sent to the address on 2 Mar 2026, 09:00 UTC",
    ]);
    // What the audit line keeps is what the page shows afterwards.
    expect(erasureOfAudit(JSON.parse(JSON.stringify({ counts: erased.counts, downstream: erased.downstream, purged: true })))).toEqual(erased);
  });

  it("leaves no byte of the erased person in the SQLite file or its WAL", async (context) => {
    if (!dataDir) return context.skip();
    const file = path.join(dataDir, SQLITE_FILE_NAME);
    const bytes = () => [file, `${file}-wal`].filter(existsSync).map((name) => readFileSync(name).toString("latin1").toLowerCase()).join("\n");
    expect((await sql<{ secure_delete: number }>`pragma secure_delete`.execute(db)).rows[0]?.secure_delete).toBe(1);
    // Written, checkpointed into the file, changed again (old versions in the WAL), and a neighbour on the same pages.
    await person(db, "zephyrine.q@quillio.example", "Zephyrine Quillfeather");
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    await db.updateTable("submissions").set({ company: "Quillfeather Looms" }).where("email_key", "=", "zephyrine.q@quillio.example").execute();
    await person(db, "barnaby@oakhollow.example", "Barnaby Oakhollow");
    // Booleans, not the bytes: a failure would print the whole file.
    expect(bytes().includes("zephyrine")).toBe(true);

    await erasePerson(db, { email: "Zephyrine.Q@quillio.example" });

    const after = bytes();
    expect({ name: after.includes("quillfeather"), address: after.includes("zephyrine.q@quillio.example"), any: after.includes("zephyrine") }).toEqual({ name: false, address: false, any: false });
    expect(after.includes("barnaby@oakhollow.example")).toBe(true);
    expect(existsSync(`${file}-wal`) ? readFileSync(`${file}-wal`).length : 0).toBe(0);
  });

  it("refuses something that is not an address", async () => {
    await expect(erasePerson(db, { email: "%" })).rejects.toBeInstanceOf(InvalidErasureRequest);
  });
});
