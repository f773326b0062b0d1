import { Migrator, type Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "..";
import { leadOfRow } from "../../leads/columns";
import { testDatabases } from "../../testing/databases";
import { migrations } from ".";

/** Every shape an earlier version stored, as it stored it (before migration 0910). */
const oldRows = [
  {
    id: "00000000-0000-4000-8000-000000000001",
    kind: "form",
    form_type: "demo",
    form_id: "1001",
    locale: "de",
    email: "j.mueller@bau.example",
    payload: JSON.stringify({
      fields: { firstName: "Jürgen", lastName: "Müller", email: "j.mueller@bau.example", company: "Müller Bau", companySize: "50-199", country: "DE", phone: "+49301234567", message: "Rückruf bitte", marketingOptIn: true },
      hidden: { utm_source: "LinkedIn", utm_medium: "paid", utm_campaign: "q3-launch", conversion_page: "https://www.quillio.com/de/demo/?x=1" },
    }),
    traffic_source: JSON.stringify({ utm_source: "LinkedIn", utm_medium: "paid", utm_campaign: "q3-launch", conversionPage: "https://www.quillio.com/de/demo/?x=1" }),
  },
  {
    // An older form kept only its hidden campaign fields, and an e-book's uid.
    id: "00000000-0000-4000-8000-000000000002",
    kind: "form",
    form_type: "gated_content",
    form_id: null,
    locale: "en",
    email: "ada@analytical.example",
    payload: JSON.stringify({ fields: { email: "ada@analytical.example", marketingOptIn: false }, hidden: { gclid: "abc", content_uid: "onboarding-playbook", landing_page: "/ebook/" } }),
    traffic_source: null,
  },
  {
    id: "00000000-0000-4000-8000-000000000003",
    kind: "free_trial",
    form_type: null,
    form_id: null,
    locale: "fr",
    email: "claire@ecole.example",
    payload: JSON.stringify({ email: "claire@ecole.example", firstName: "Claire", lastName: "Roux", phone: "+33123456789", country: "FR", companyName: "École", hasPassword: true }),
    traffic_source: JSON.stringify({ referrer: "https://www.google.fr/search?q=quillio", conversionPage: "/fr/essai-gratuit/" }),
  },
  {
    // The spelling of an earlier version still: `mail`, and no email column.
    id: "00000000-0000-4000-8000-000000000004",
    kind: "free_trial",
    form_type: null,
    form_id: null,
    locale: "en",
    email: null,
    payload: JSON.stringify({ mail: "Grace@Navy.example", companyName: "Navy" }),
    traffic_source: JSON.stringify({}),
  },
  {
    id: "00000000-0000-4000-8000-000000000005",
    kind: "course_registration",
    form_type: null,
    form_id: null,
    locale: "en",
    email: "ken@learn.example",
    payload: JSON.stringify({ groupId: "g-42", email: "ken@learn.example", firstName: "Ken", country: "AT", hasPassword: false }),
    traffic_source: null,
  },
  {
    id: "00000000-0000-4000-8000-000000000006",
    kind: "newsletter",
    form_type: "newsletter",
    form_id: null,
    locale: "de",
    email: "news@reader.example",
    payload: JSON.stringify({ email: "news@reader.example", language: "de", topics: ["blog_digest"], status: "subscribed" }),
    traffic_source: JSON.stringify({ utm_source: "newsletter", utm_medium: "email" }),
  },
  {
    id: "00000000-0000-4000-8000-000000000007",
    kind: "preferences",
    form_type: null,
    form_id: null,
    locale: "de",
    email: "news@reader.example",
    payload: JSON.stringify({ email: "news@reader.example", language: "de", topics: [], status: "unsubscribed", change: "unsubscribe-all" }),
    traffic_source: null,
  },
  {
    id: "00000000-0000-4000-8000-000000000008",
    kind: "assessment",
    form_type: "maturity_model",
    form_id: null,
    locale: "en",
    email: null,
    payload: JSON.stringify({ locale: "en", themes: [{ index: 0, selectedLevelIndex: 2 }], overallLevel: 3 }),
    traffic_source: "not json",
  },
];

describe.each(testDatabases())("migration 0910 (a lead in columns) on $name", (database) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ db, close } = await database.open());
  });
  afterEach(() => close());

  const migrator = () => new Migrator({ db: db as unknown as Kysely<unknown>, provider: { getMigrations: async () => migrations } });

  it("converts every row of every earlier shape: one email, one company, country, page, attribution, consent, the rest as details", async () => {
    const down = await migrator().migrateTo("0900_idempotency_keys");
    expect(down.error).toBeUndefined();
    const old = db as unknown as Kysely<{ submissions: Record<string, unknown> }>;
    for (const row of oldRows) await old.insertInto("submissions").values({ ...row, is_spam: 0, created_at: "2026-03-01T10:00:00.000Z" }).execute();
    const up = await migrator().migrateToLatest();
    expect(up.error).toBeUndefined();

    const rows = await db.selectFrom("submissions").selectAll().orderBy("id").execute();
    const columns = rows.map(({ id, form_type, email, first_name, last_name, company, country, page, source, medium, campaign, marketing_consent }) => ({
      id: id.slice(-1),
      form_type,
      email,
      first_name,
      last_name,
      company,
      country,
      page,
      source,
      medium,
      campaign,
      marketing_consent,
    }));
    expect(columns).toEqual([
      { id: "1", form_type: "demo", email: "j.mueller@bau.example", first_name: "Jürgen", last_name: "Müller", company: "Müller Bau", country: "DE", page: "/de/demo/", source: "linkedin", medium: "paid", campaign: "q3-launch", marketing_consent: 1 },
      { id: "2", form_type: "gated_content", email: "ada@analytical.example", first_name: null, last_name: null, company: null, country: null, page: null, source: "google", medium: "cpc", campaign: null, marketing_consent: 0 },
      { id: "3", form_type: "free_trial", email: "claire@ecole.example", first_name: "Claire", last_name: "Roux", company: "École", country: "FR", page: "/fr/essai-gratuit/", source: "www.google.fr", medium: "referral", campaign: null, marketing_consent: null },
      { id: "4", form_type: "free_trial", email: "grace@navy.example", first_name: null, last_name: null, company: "Navy", country: null, page: null, source: null, medium: null, campaign: null, marketing_consent: null },
      { id: "5", form_type: "course_registration", email: "ken@learn.example", first_name: "Ken", last_name: null, company: null, country: "AT", page: null, source: null, medium: null, campaign: null, marketing_consent: null },
      { id: "6", form_type: "newsletter", email: "news@reader.example", first_name: null, last_name: null, company: null, country: null, page: null, source: "newsletter", medium: "email", campaign: null, marketing_consent: null },
      { id: "7", form_type: "preferences", email: "news@reader.example", first_name: null, last_name: null, company: null, country: null, page: null, source: null, medium: null, campaign: null, marketing_consent: null },
      { id: "8", form_type: "maturity_model", email: null, first_name: null, last_name: null, company: null, country: null, page: null, source: null, medium: null, campaign: null, marketing_consent: null },
    ]);

    // Read back as leads: the details and the form's answers, under their one names.
    const leads = rows.map(leadOfRow);
    expect(leads[0]).toMatchObject({ formType: "demo", formId: "1001", fields: { phone: "+49301234567", companySize: "50-199", message: "Rückruf bitte", marketingOptIn: true }, answers: {} });
    expect(leads[1]).toMatchObject({ answers: { content_uid: "onboarding-playbook" }, source: { gclid: "abc", landingPage: "/ebook/" } });
    expect(leads[2]).toMatchObject({ fields: { email: "claire@ecole.example", company: "École", phone: "+33123456789" }, answers: { hasPassword: true } });
    expect(leads[4]?.answers).toEqual({ groupId: "g-42", hasPassword: false });
    expect(leads[5]?.answers).toEqual({ topics: ["blog_digest"], status: "subscribed" });
    expect(leads[6]?.answers).toEqual({ topics: [], status: "unsubscribed", change: "unsubscribe-all" });
    expect(leads[7]).toMatchObject({ kind: "assessment", answers: { themes: [{ index: 0, selectedLevelIndex: 2 }], overallLevel: 3 }, source: null });
    // No row keeps an old spelling anywhere.
    for (const row of rows) expect(row.payload).not.toMatch(/"(mail|companyName|fields|hidden)"/);
  });
});
