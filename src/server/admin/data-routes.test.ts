// The console's data endpoints through their real route handlers and the real adminRoute guard, signed in by a
// mailed link as the console is, on a SQLite database in a temporary DATA_DIR.
import { createHash, createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as uploadPost } from "@/app/api/admin/campaigns/upload/route";
import { POST as erasePost } from "@/app/api/admin/leads/erase/route";
import { GET as exportGet } from "@/app/api/admin/leads/export/route";
import { POST as replayPost } from "@/app/api/admin/leads/replay/route";
import { getDb } from "../db";
import { recordSubmission } from "../leads/store";
import { signInWithMailedLink, SITE } from "../testing/admin";
import { withTemporaryDataDir } from "../testing/data-dir";
import { testSubmission } from "../testing/leads";
import { auditAddressHmac, auditEntry } from "./audit";
import { erasureOfAudit } from "./erase";

const dataDir = withTemporaryDataDir("admin-data-", { ADMIN_EMAILS: "ana@quillio.com", SITE_URL: SITE, ADMIN_AUTH_SECRET: "s".repeat(40), OUTBOX_WORKER: "off" });
vi.mock("next/server", async (original) => ({ ...(await original<typeof import("next/server")>()), after: (task: () => Promise<unknown>) => void task() }));

let cookie = "";
const context = { params: Promise.resolve({}) };
const get = (path: string, headers: Record<string, string> = { cookie }) => exportGet(new Request(`${SITE}${path}`, { headers }), context);
const post = (handler: typeof erasePost, path: string, body: FormData | URLSearchParams | string, headers: Record<string, string> = {}) =>
  handler(new Request(`${SITE}${path}`, { method: "POST", body, headers: { cookie, origin: SITE, "sec-fetch-site": "same-origin", ...headers } }), context);

async function auditOf(action: string) {
  return (await getDb()).selectFrom("admin_audit").select(["email", "detail"]).where("action", "=", action).execute();
}

let muellerId = "";
beforeAll(async () => {
  const db = await getDb();
  cookie = (await signInWithMailedLink(db, "ana@quillio.com")).cookie;
  expect(cookie).not.toBe("");
  muellerId = (
    await recordSubmission(testSubmission({ kind: "form", formType: "demo", locale: "de", email: "j.mueller@bau.example", payload: { fields: { firstName: "Jürgen", lastName: "Müller", company: "Müller Bau" } }, destinations: [] }), { db })
  ).id;
  await recordSubmission(testSubmission({ kind: "form", formType: "contact", locale: "fr", email: "francoise@ecole.example", payload: { fields: { firstName: "Françoise", lastName: "Lefèvre" } }, destinations: [] }), { db });
});

describe("leads export", () => {
  it("downloads the filtered leads as CSV with a BOM, CRLF and the export's columns, and audits it", async () => {
    const response = await get("/api/admin/leads/export/?format=csv&locale=de");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.subarray(3)).split("\r\n");
    expect(lines[0]).toMatch(/^id,created_at,kind,form_type,form_id,locale,firstName,lastName,email,company,.*,traffic_utm_source,.*,deliveries$/);
    expect(lines[1]).toMatch(new RegExp(`^${muellerId},.*,form,demo,,de,Jürgen,Müller,j.mueller@bau.example,Müller Bau,`));
    expect(lines).toHaveLength(3);
    const [audit] = await auditOf("leads_exported");
    expect(audit?.email).toBe("ana@quillio.com");
    expect(JSON.parse(audit!.detail!)).toMatchObject({ format: "csv", rows: 1, filters: { locale: "de", spam: false } });
  });

  it("downloads CSV with semicolons for spreadsheets whose locale expects them, and audits the format", async () => {
    const response = await get("/api/admin/leads/export/?format=csv-semicolon&locale=de");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await response.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toMatch(/^id;created_at;kind;form_type;form_id;locale;firstName;lastName;email;company;/);
    expect(lines[1]).toMatch(new RegExp(`^${muellerId};.*;form;demo;;de;Jürgen;Müller;j.mueller@bau.example;Müller Bau;`));
    const audits = await auditOf("leads_exported");
    expect(audits.map((audit) => JSON.parse(audit.detail!).format)).toContain("csv-semicolon");
  });

  it("downloads an XLSX workbook that holds the German and French names", async () => {
    const response = await get("/api/admin/leads/export/?format=xlsx");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(response.headers.get("content-disposition")).toMatch(/filename="leads-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const values = JSON.stringify(workbook.getWorksheet("Leads")!.getSheetValues());
    expect(values).toContain("Müller");
    expect(values).toContain("Françoise");
  });

  it("answers 400 for an unknown format and 404 to anyone not signed in", async () => {
    expect((await get("/api/admin/leads/export/?format=pdf")).status).toBe(400);
    expect((await get("/api/admin/leads/export/?format=csv", {})).status).toBe(404);
    expect((await get("/api/admin/leads/export/?format=csv", { cookie: "quillio-console.session_token=forged.c2ln" })).status).toBe(404);
  });
});

describe("erasing a person", () => {
  it("erases nothing without the confirmation, then everything with it, and audits a keyed hash (HMAC) of the address", async () => {
    const db = await getDb();
    const unconfirmed = await post(erasePost, "/api/admin/leads/erase/", new URLSearchParams({ email: "francoise@ecole.example" }));
    expect(unconfirmed.status).toBe(303);
    expect(unconfirmed.headers.get("location")).toBe("/admin/leads/erase/?email=francoise%40ecole.example&error=confirm");
    expect(await db.selectFrom("submissions").select("id").where("email", "=", "francoise@ecole.example").execute()).toHaveLength(1);

    const confirmed = await post(erasePost, "/api/admin/leads/erase/", new URLSearchParams({ email: "Francoise+gdpr@ecole.example", confirm: "yes" }));
    expect(confirmed.status).toBe(303);
    const location = new URL(confirmed.headers.get("location")!, SITE);
    expect(location.pathname).toBe("/admin/leads/erase/");
    expect(await db.selectFrom("submissions").select("id").where("email", "=", "francoise@ecole.example").execute()).toEqual([]);
    expect(await db.selectFrom("submissions").select("id").where("id", "=", muellerId).execute()).toHaveLength(1);

    // The confirmation page shows the audit line the redirect names.
    const [audit] = await auditOf("person_erased");
    const entry = await auditEntry(location.searchParams.get("erased")!, "person_erased");
    expect(entry?.detail).toEqual(JSON.parse(audit!.detail!));
    expect(erasureOfAudit(entry!.detail)).toMatchObject({ counts: { submissions: 1, outbox: 0 }, downstream: [], purged: true });

    // The address is named by an HMAC under the generated key, the same for every spelling; never by a bare hash,
    // which anyone could match against a list of addresses.
    const key = readFileSync(path.join(dataDir(), "audit-hmac-secret"), "utf8").trim();
    expect(key.length).toBeGreaterThanOrEqual(32);
    const detail = JSON.parse(audit!.detail!);
    expect(detail.addressHmac).toBe(createHmac("sha256", key).update("francoise@ecole.example").digest("hex"));
    expect(detail.addressHmac).toBe(auditAddressHmac("FRANCOISE@ecole.example"));
    const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
    for (const spelling of ["francoise@ecole.example", "Francoise+gdpr@ecole.example", "francoise+gdpr@ecole.example"]) expect(audit!.detail).not.toContain(sha256(spelling));
    expect(audit!.detail!.toLowerCase()).not.toContain("francoise");
    expect(detail).not.toHaveProperty("emailSha256");
  });

  it("refuses what is not a form, sends a bad address back, and refuses a cross-site post", async () => {
    expect((await post(erasePost, "/api/admin/leads/erase/", JSON.stringify({ email: "x@y.example", confirm: "yes" }), { "content-type": "application/json" })).status).toBe(415);
    const bad = await post(erasePost, "/api/admin/leads/erase/", new URLSearchParams({ email: "%", confirm: "yes" }));
    expect(bad.headers.get("location")).toBe("/admin/leads/erase/?error=email");
    const crossSite = await post(erasePost, "/api/admin/leads/erase/", new URLSearchParams({ email: "j.mueller@bau.example", confirm: "yes" }), { origin: "https://evil.example", "sec-fetch-site": "cross-site" });
    expect(crossSite.status).toBe(403);
    expect(await (await getDb()).selectFrom("submissions").select("id").where("id", "=", muellerId).execute()).toHaveLength(1);
  });
});

describe("replaying a lead's delivery from its page", () => {
  it("gives the parked delivery a fresh start, returns to the lead's page and audits it with the lead", async () => {
    const db = await getDb();
    const marketo = { destination: "marketo.lead" as const, message: { formType: "demo", locale: "de", fields: {} } };
    const { id } = await recordSubmission(testSubmission({ kind: "form", formType: "demo", locale: "de", email: "parked@bau.example", destinations: [marketo] }), { db });
    const [entry] = await db.selectFrom("outbox").select("id").where("submission_id", "=", id).execute();
    await db.updateTable("outbox").set({ status: "parked", attempts: 5, parked_at: new Date().toISOString(), last_error: "HTTP 404" }).where("id", "=", entry!.id).execute();

    const response = await post(replayPost, "/api/admin/leads/replay/", new URLSearchParams({ lead: id, delivery: entry!.id }));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/admin/leads/${id}/?replayed=1`);
    expect(await db.selectFrom("outbox").select(["status", "attempts", "parked_at"]).where("id", "=", entry!.id).executeTakeFirst()).toEqual({ status: "pending", attempts: 0, parked_at: null });
    const audits = (await auditOf("deliveries_replay")).map((audit) => JSON.parse(audit.detail!));
    expect(audits).toContainEqual({ replayed: 1, lead: id, delivery: entry!.id });
    // Nothing parked any more: replaying again replays nothing.
    expect((await post(replayPost, "/api/admin/leads/replay/", new URLSearchParams({ lead: id }))).headers.get("location")).toBe(`/admin/leads/${id}/?replayed=0`);
  });

  it("answers a malformed id with a 404, not a form with a 415, and strangers with the bare 404", async () => {
    expect((await post(replayPost, "/api/admin/leads/replay/", new URLSearchParams({ lead: "../../etc" }))).status).toBe(404);
    expect((await post(replayPost, "/api/admin/leads/replay/", new URLSearchParams({ lead: muellerId, delivery: "x y" }))).status).toBe(404);
    expect((await post(replayPost, "/api/admin/leads/replay/", JSON.stringify({ lead: muellerId }), { "content-type": "application/json" })).status).toBe(415);
    expect((await post(replayPost, "/api/admin/leads/replay/", new URLSearchParams({ lead: muellerId }), { cookie: "" })).status).toBe(404);
  });
});

describe("strangers", () => {
  it("get the bare 404 from every data endpoint, whatever they send", async () => {
    const form = new URLSearchParams({ email: "j.mueller@bau.example", confirm: "yes", campaign: "spring-offer" });
    for (const headers of [{ cookie: "" }, { cookie: "quillio-console.session_token=forged.c2ln" }]) {
      expect((await post(erasePost, "/api/admin/leads/erase/", form, headers)).status).toBe(404);
      expect((await post(uploadPost, "/api/admin/campaigns/upload/", form, headers)).status).toBe(404);
    }
    expect(await (await getDb()).selectFrom("submissions").select("id").where("id", "=", muellerId).execute()).toHaveLength(1);
  });
});

describe("offer-code upload", () => {
  const upload = (campaign: string, text: string) => {
    const form = new FormData();
    form.set("campaign", campaign);
    form.set("file", new File([text], "codes.csv", { type: "text/csv" }));
    return post(uploadPost, "/api/admin/campaigns/upload/", form);
  };

  it("adds App Store Connect's codes to the pool, says what happened and audits it", async () => {
    // orbis-hotels: a redemption page of the embedded content names it.
    const response = await upload("orbis-hotels", "\uFEFFReference Name,Offer Code\r\nSpring,AAAA1111\r\nSpring,BBBB2222\r\nSpring,not a code\r\n");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin/campaigns/?campaign=orbis-hotels&added=2&skipped=0&invalid=1&duplicates=0");
    const codes = await (await getDb()).selectFrom("redemption_codes").select("code").where("campaign", "=", "orbis-hotels").orderBy("code").execute();
    expect(codes.map((row) => row.code)).toEqual(["AAAA1111", "BBBB2222"]);
    const [audit] = await auditOf("codes_uploaded");
    expect(JSON.parse(audit!.detail!)).toEqual({ campaign: "orbis-hotels", read: 2, added: 2, skipped: 0, invalid: 1 });
  });

  it("sends a bad campaign or an empty file back with a notice, and refuses a body that is not multipart", async () => {
    expect((await upload("Spring Offer", "Code\nAAAA1111\n")).headers.get("location")).toBe("/admin/campaigns/?error=invalid_campaign&campaign=Spring+Offer");
    expect((await upload("orbis-hotels", "")).headers.get("location")).toBe("/admin/campaigns/?error=no_codes&campaign=orbis-hotels");
    expect((await post(uploadPost, "/api/admin/campaigns/upload/", "campaign=x", { "content-type": "application/x-www-form-urlencoded" })).status).toBe(415);
  });

  it("refuses a campaign no redemption page names, and makes no pool for it (issue 35)", async () => {
    const response = await upload("orbis-hotel", "Code\nZZZZ9999\n");
    expect(response.headers.get("location")).toBe("/admin/campaigns/?error=unknown_campaign&campaign=orbis-hotel");
    expect(await (await getDb()).selectFrom("redemption_codes").select("code").where("campaign", "=", "orbis-hotel").execute()).toEqual([]);
  });
});

describe("a NUL anywhere in a console request (issue 35: a 500 page)", () => {
  it("answers 400 in a form field, a file's name or the export's filters, and changes nothing", async () => {
    const erase = await post(erasePost, "/api/admin/leads/erase/", new URLSearchParams({ email: "j.mueller@bau.example\u0000", confirm: "yes" }));
    expect(erase.status).toBe(400);
    expect((await erase.json()).error).toMatchObject({ code: "invalid_value", field: "email" });
    expect(await (await getDb()).selectFrom("submissions").select("id").where("id", "=", muellerId).execute()).toHaveLength(1);
    const form = new FormData();
    form.set("campaign", "orbis-hotels\u0000");
    form.set("file", new File(["Code\nYYYY8888\n"], "codes.csv"));
    expect((await post(uploadPost, "/api/admin/campaigns/upload/", form)).status).toBe(400);
    const named = new FormData();
    named.set("campaign", "orbis-hotels");
    named.set("file", new File(["Code\nYYYY8888\n"], "codes\u0000.csv"));
    expect((await post(uploadPost, "/api/admin/campaigns/upload/", named)).status).toBe(400);
    expect(await (await getDb()).selectFrom("redemption_codes").select("code").where("code", "=", "YYYY8888").execute()).toEqual([]);
    expect((await get("/api/admin/leads/export/?format=csv&q=%00")).status).toBe(400);
  });
});
