import ExcelJS from "exceljs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "@/server/db";
import { recordSubmission } from "@/server/leads/store";
import { testDatabases } from "@/server/testing/databases";
import { tableToCsv } from "@/server/export";
import type { OutboxStatus } from "@/server/db/schema";
import { deliveryStates } from "./delivery-state";
import { leadFilterChoices, leadsTable, listLeads, parseLeadFilters } from "./leads";
import { tableToXlsx } from "./xlsx";
import { testSubmission, type TestSubmission } from "../testing/leads";

/** Stores a submission and backdates it, so date filters have something to tell apart. */
async function store(db: Db, createdAt: string, input: TestSubmission): Promise<string> {
  const { id } = await recordSubmission(testSubmission(input), { db });
  await db.updateTable("submissions").set({ created_at: createdAt }).where("id", "=", id).execute();
  return id;
}

const form = (fields: Record<string, unknown>, extra: Partial<TestSubmission> = {}): TestSubmission => ({
  kind: "form" as const,
  formType: "demo",
  locale: "de",
  email: typeof fields.email === "string" ? fields.email : null,
  payload: { fields },
  destinations: [],
  ...extra,
});

describe.each(testDatabases())("leads ($name)", (database) => {
  let db: Db;
  let close: () => Promise<void>;
  const ids: Record<string, string> = {};

  beforeEach(async () => {
    ({ db, close } = await database.open());
    ids.mueller = await store(
      db,
      "2026-03-02T09:00:00.000Z",
      form(
        { firstName: "Jürgen", lastName: "Müller", email: "j.mueller@bau.example", company: "Müller Bau GmbH", marketingOptIn: true },
        { trafficSource: { utm_source: "linkedin", utm_medium: "social" }, destinations: [{ destination: "marketo.lead", message: { formType: "demo", locale: "de", fields: {} } }] },
      ),
    );
    ids.francoise = await store(
      db,
      "2026-03-05T12:00:00.000Z",
      form({ firstName: "Françoise", lastName: "Lefèvre", email: "francoise@ecole.example", company: "École Supérieure", marketingOptIn: false }, { formType: "contact", locale: "fr", trafficSource: { referrer: "https://www.google.fr/search" } }),
    );
    ids.trial = await store(db, "2026-03-10T08:00:00.000Z", {
      kind: "free_trial",
      locale: "en",
      email: "ada@analytical.example",
      payload: { mail: "ada@analytical.example", companyName: "Analytical Engines", firstName: "Ada" },
      destinations: [],
    });
    ids.spam = await store(db, "2026-03-06T08:00:00.000Z", form({ firstName: "Bot", email: "bot@spam.example" }, { isSpam: true }));
    await db.updateTable("outbox").set({ status: "parked", last_error: "HTTP 404" }).where("submission_id", "=", ids.mueller).execute();
  });
  afterEach(() => close());

  it("lists every lead newest first with its form, locale, source, consent and delivery state, spam left out", async () => {
    const page = await listLeads(db, parseLeadFilters({}));
    expect(page.total).toBe(3);
    expect(page.leads.map((lead) => lead.id)).toEqual([ids.trial, ids.francoise, ids.mueller]);
    const mueller = page.leads.find((lead) => lead.id === ids.mueller)!;
    expect(mueller).toMatchObject({
      form: "demo",
      locale: "de",
      email: "j.mueller@bau.example",
      company: "Müller Bau GmbH",
      name: "Jürgen Müller",
      trafficSource: "linkedin / social",
      consent: "yes",
      deliveryState: "parked",
      deliveries: [{ destination: "marketo.lead", status: "parked", lastError: "HTTP 404" }],
    });
    const francoise = page.leads.find((lead) => lead.id === ids.francoise)!;
    expect(francoise).toMatchObject({ form: "contact", consent: "no", trafficSource: "www.google.fr / referral", deliveryState: "none" });
    expect(page.leads.find((lead) => lead.id === ids.trial)).toMatchObject({ form: "free_trial", company: "Analytical Engines", consent: "not asked" });
    expect(page.choices.forms).toEqual(["contact", "demo", "free_trial"]);
    expect((await listLeads(db, parseLeadFilters({ spam: "1" }))).total).toBe(4);
  });

  it("filters by form, UTC days and locale, searches address or company, and pages", async () => {
    const ofFilters = async (params: Record<string, string>) => (await listLeads(db, parseLeadFilters(params))).leads.map((lead) => lead.id);
    expect(await ofFilters({ form: "demo" })).toEqual([ids.mueller]);
    expect(await ofFilters({ form: "free_trial" })).toEqual([ids.trial]);
    expect(await ofFilters({ from: "2026-03-05", to: "2026-03-05" })).toEqual([ids.francoise]);
    expect(await ofFilters({ from: "2026-03-03" })).toEqual([ids.trial, ids.francoise]);
    expect(await ofFilters({ to: "2026-03-04" })).toEqual([ids.mueller]);
    expect(await ofFilters({ locale: "fr" })).toEqual([ids.francoise]);
    expect(await ofFilters({ q: "MÜLLER bau" })).toEqual([ids.mueller]);
    expect(await ofFilters({ q: "ecole.example" })).toEqual([ids.francoise]);
    expect(await ofFilters({ q: "analytical engines" })).toEqual([ids.trial]);
    // A name is found too, in SQL like the rest.
    expect(await ofFilters({ q: "Jürgen" })).toEqual([ids.mueller]);
    expect(await ofFilters({ q: "50%" })).toEqual([]);
    expect(await ofFilters({ q: "example", locale: "de" })).toEqual([ids.mueller]);

    const second = await listLeads(db, parseLeadFilters({ page: "2" }), 2);
    expect(second).toMatchObject({ total: 3, page: 2, pageCount: 2 });
    expect(second.leads.map((lead) => lead.id)).toEqual([ids.mueller]);
    const searched = await listLeads(db, parseLeadFilters({ q: "example", page: "2" }), 2);
    expect(searched.leads.map((lead) => lead.id)).toEqual([ids.mueller]);
    // A page past the end shows the last one.
    expect((await listLeads(db, parseLeadFilters({ page: "99" }), 2)).page).toBe(2);
  });

  it("ignores filter values that do not fit instead of failing", () => {
    expect(parseLeadFilters(new URLSearchParams("from=yesterday&to=2026-13-45&locale=xx&page=-3&spam=maybe&form="))).toEqual({ page: 1, spam: false });
    const odd = "country=Deutschland&path=de/demo&source=&campaign=" + "x".repeat(300) + "&consent=maybe&delivery=lost&q=%20%20";
    expect(parseLeadFilters(new URLSearchParams(odd))).toEqual({ page: 1, spam: false });
    expect(parseLeadFilters(new URLSearchParams("country=de&path=/de/demo/&source=LinkedIn&campaign=spring&consent=not+asked&delivery=kept"))).toEqual({
      country: "DE",
      path: "/de/demo/",
      source: "linkedin",
      campaign: "spring",
      consent: "not asked",
      delivery: "kept",
      page: 1,
      spam: false,
    });
  });

  it("exports the filtered leads as CSV with a byte-order mark, CRLF and the export's columns", async () => {
    const csv = tableToCsv(await leadsTable(db, parseLeadFilters({ from: "2026-03-01", to: "2026-03-06" })));
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      "id,created_at,kind,form_type,form_id,locale,firstName,lastName,email,company,jobTitle,companySize,phone,country,message,marketingOptIn," +
        "page,source,medium,campaign," +
        "traffic_utm_source,traffic_utm_medium,traffic_utm_campaign,traffic_utm_content,traffic_utm_term," +
        "traffic_landingPage,traffic_referrer,traffic_gclid,traffic_msclkid,traffic_conversionPage,deliveries",
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`${ids.mueller},2026-03-02T09:00:00.000Z,form,demo,,de,Jürgen,Müller,j.mueller@bau.example,Müller Bau GmbH,,,,,,true,,linkedin,social,,linkedin,social`);
    expect(lines[1]).toMatch(/,marketo\.lead:parked$/);
    expect(lines[2]).toContain("Françoise,Lefèvre");
    expect(lines[3]).toBe("");
  });

  it("exports an XLSX workbook that reads back with the German and French names", async () => {
    const buffer = await tableToXlsx(await leadsTable(db, parseLeadFilters({})));
    expect(buffer.subarray(0, 2).toString()).toBe("PK");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Leads")!;
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    const header = rows[0]!.slice(1);
    expect(header.slice(0, 6)).toEqual(["id", "created_at", "kind", "form_type", "form_id", "locale"]);
    const column = (name: string) => header.indexOf(name) + 1;
    expect(rows.map((row) => row[column("lastName")])).toEqual(["lastName", "Müller", "Lefèvre", undefined]);
    expect(rows.map((row) => row[column("firstName")])).toContain("Françoise");
    expect(rows[1]![column("company")]).toBe("Müller Bau GmbH");
  });

  it("keeps a value that looks like a formula as text in the workbook", async () => {
    await store(db, "2026-03-11T08:00:00.000Z", form({ firstName: "=HYPERLINK(\"x\")", email: "eve@evil.example" }));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await tableToXlsx(await leadsTable(db, parseLeadFilters({ q: "evil" })))) as unknown as ArrayBuffer);
    const cell = workbook.getWorksheet("Leads")!.getRow(2).getCell(7);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe('=HYPERLINK("x")');
  });
});

describe.each(testDatabases())("lead filters in SQL ($name)", (database) => {
  let db: Db;
  let close: () => Promise<void>;
  const ids: Record<string, string> = {};
  const page = (path: string) => `https://www.quillio.com${path}`;

  /** Sets a lead's deliveries' states (and answers) as the worker would have left them. */
  async function deliveries(id: string, states: Record<string, { status: OutboxStatus; result?: unknown }>) {
    for (const [destination, { status, result }] of Object.entries(states)) {
      await db.updateTable("outbox").set({ status, result: result === undefined ? null : JSON.stringify(result) }).where("submission_id", "=", id).where("destination", "=", destination).execute();
    }
  }
  const marketo = { destination: "marketo.lead" as const, message: { formType: "demo", locale: "de", fields: {} } };
  const mail = { destination: "mail" as const, message: { to: "x@example.com", locale: "de", template: "demo_confirmation" } as never };

  beforeEach(async () => {
    ({ db, close } = await database.open());
    ids.german = await store(db, "2026-03-02T09:00:00.000Z", {
      ...form({ firstName: "Jürgen", email: "j@bau.example", country: "DE", marketingOptIn: true }),
      trafficSource: { utm_source: "LinkedIn", utm_medium: "social", utm_campaign: "spring", conversionPage: page("/de/demo/") },
      destinations: [marketo, mail],
    });
    ids.austrian = await store(db, "2026-03-03T09:00:00.000Z", {
      ...form({ firstName: "Anna", email: "anna@wien.example", country: "AT", marketingOptIn: false }),
      trafficSource: { gclid: "abc", conversionPage: page("/de/demo/") },
      destinations: [marketo],
    });
    ids.french = await store(db, "2026-03-04T09:00:00.000Z", { ...form({ firstName: "Luc", email: "luc@paris.example", country: "FR" }, { formType: "contact", locale: "fr" }), trafficSource: { conversionPage: page("/fr/contact/") } });
    ids.failed = await store(db, "2026-03-05T09:00:00.000Z", { ...form({ email: "f@x.example", country: "DE" }), destinations: [marketo, mail] });
    ids.pending = await store(db, "2026-03-06T09:00:00.000Z", { ...form({ email: "p@x.example" }), destinations: [marketo, mail] });
    ids.confirmed = await store(db, "2026-03-07T09:00:00.000Z", { kind: "newsletter", locale: "en", email: "n1@x.example", payload: {}, destinations: [] });
    ids.unconfirmed = await store(db, "2026-03-08T09:00:00.000Z", { kind: "newsletter", locale: "en", email: "n2@x.example", payload: {}, destinations: [] });
    await db.insertInto("newsletter_confirmations").values({ submission_id: ids.confirmed, confirmed_at: "2026-03-07T10:00:00.000Z" }).execute();
    await deliveries(ids.german, { "marketo.lead": { status: "forwarded", result: { status: "created", leadId: "7" } }, mail: { status: "forwarded", result: { messageId: "<a@b>", via: "table" } } });
    await deliveries(ids.austrian, { "marketo.lead": { status: "parked" } });
    await deliveries(ids.failed, { "marketo.lead": { status: "failed" }, mail: { status: "forwarded", result: { messageId: "<c@d>", via: "smtp" } } });
    await deliveries(ids.pending, { "marketo.lead": { status: "processing" }, mail: { status: "pending" } });
  });
  afterEach(() => close());

  const idsOf = async (params: Record<string, string>) => (await listLeads(db, parseLeadFilters(params))).leads.map((lead) => lead.id);

  it("filters by country: the German lead, not the Austrian one who wrote in German", async () => {
    expect(await idsOf({ country: "DE", to: "2026-03-04" })).toEqual([ids.german]);
    expect(await idsOf({ country: "at" })).toEqual([ids.austrian]);
    expect(await idsOf({ locale: "de", country: "DE" })).toEqual([ids.failed, ids.german]);
    expect(await idsOf({ country: "DE", from: "2026-03-01", to: "2026-03-31", q: "bau" })).toEqual([ids.german]);
    const listed = (await listLeads(db, parseLeadFilters({ country: "DE", to: "2026-03-04" }))).leads[0]!;
    expect(listed).toMatchObject({ country: "DE", page: "/de/demo/", trafficSource: "linkedin / social", campaign: "spring" });
  });

  it("filters by page, source and campaign", async () => {
    expect(await idsOf({ path: "/de/demo/" })).toEqual([ids.austrian, ids.german]);
    expect(await idsOf({ path: "/fr/contact/" })).toEqual([ids.french]);
    expect(await idsOf({ source: "google" })).toEqual([ids.austrian]);
    expect(await idsOf({ source: "LinkedIn", campaign: "spring" })).toEqual([ids.german]);
    expect(await idsOf({ campaign: "autumn" })).toEqual([]);
  });

  it("filters by consent as the list words it", async () => {
    expect(await idsOf({ consent: "yes" })).toEqual([ids.german]);
    expect(await idsOf({ consent: "no" })).toEqual([ids.austrian]);
    expect(await idsOf({ consent: "not asked" })).toEqual([ids.pending, ids.failed, ids.french]);
    expect(await idsOf({ consent: "confirmed" })).toEqual([ids.confirmed]);
    expect(await idsOf({ consent: "unconfirmed" })).toEqual([ids.unconfirmed]);
  });

  it("filters by delivery state in SQL exactly as the list states it: the worst entry, a mail kept in the table is not forwarded", async () => {
    const all = (await listLeads(db, parseLeadFilters({}))).leads;
    expect(Object.fromEntries(all.map((lead) => [lead.id, lead.deliveryState]))).toEqual({
      [ids.german]: "kept",
      [ids.austrian]: "parked",
      [ids.french]: "none",
      [ids.failed]: "failed",
      [ids.pending]: "processing",
      [ids.confirmed]: "none",
      [ids.unconfirmed]: "none",
    });
    for (const state of ["none", ...deliveryStates] as const) {
      expect(await idsOf({ delivery: state }), state).toEqual(all.filter((lead) => lead.deliveryState === state).map((lead) => lead.id));
    }
    expect(all.find((lead) => lead.id === ids.german)!.deliveries.map((delivery) => [delivery.destination, delivery.outcome])).toEqual([
      ["mail", "kept"],
      ["marketo.lead", "forwarded"],
    ]);
  });

  it("offers what is stored as the filters' choices", async () => {
    expect(await leadFilterChoices(db)).toEqual({
      forms: ["contact", "demo", "newsletter"],
      countries: ["AT", "DE", "FR"],
      pages: ["/de/demo/", "/fr/contact/"],
      sources: ["(direct)", "google", "linkedin"],
      campaigns: ["spring"],
    });
  });

  it("exports CSV with semicolons for spreadsheets that expect them: cells with a semicolon quoted, formulas defused as with commas", async () => {
    await store(db, "2026-03-09T09:00:00.000Z", form({ firstName: "=cmd|' /C calc'!A0", lastName: "Dupont; fils", company: "Acme, Inc.", email: "eve@evil.example" }));
    const table = await leadsTable(db, parseLeadFilters({ q: "evil" }));
    const semicolons = tableToCsv(table, { separator: ";" });
    const commas = tableToCsv(table);
    expect(semicolons.charCodeAt(0)).toBe(0xfeff);
    const [header, row] = semicolons.slice(1).split("\r\n");
    expect(header!.split(";").slice(0, 8)).toEqual(["id", "created_at", "kind", "form_type", "form_id", "locale", "firstName", "lastName"]);
    expect(row).toContain(`;'=cmd|' /C calc'!A0;"Dupont; fils";eve@evil.example;Acme, Inc.;`);
    expect(commas).toContain(`,'=cmd|' /C calc'!A0,Dupont; fils,eve@evil.example,"Acme, Inc.",`);
    expect(header!.split(";")).toEqual(commas.slice(1).split("\r\n")[0]!.split(","));
  });
});
