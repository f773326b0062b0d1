import ExcelJS from "exceljs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "@/server/db";
import { recordSubmission } from "@/server/leads/store";
import { testDatabases } from "@/server/testing/databases";
import { tableToCsv } from "@/server/export";
import { leadsTable, listLeads, parseLeadFilters } from "./leads";
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
    expect(page.forms).toEqual(["contact", "demo", "free_trial"]);
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
