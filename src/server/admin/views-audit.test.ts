// Every view of personal data in the console is a line of the audit log, with what was seen: the console's real
// pages (server components, called as Next calls them) for a signed-in admin.
import { beforeAll, describe, expect, it, vi } from "vitest";
import LeadPage from "@/app/admin/leads/[id]/page";
import ErasePage from "@/app/admin/leads/erase/page";
import LeadsPage from "@/app/admin/leads/page";
import AuditPage from "@/app/admin/audit/page";
import { getDb } from "../db";
import { recordSubmission } from "../leads/store";
import { signInWithMailedLink } from "../testing/admin";
import { withTemporaryDataDir } from "../testing/data-dir";
import { testSubmission } from "../testing/leads";
import { auditAddressHmac } from "./audit";

withTemporaryDataDir("admin-views-audit-", { ADMIN_EMAILS: "ana@quillio.com", ADMIN_AUTH_SECRET: "v".repeat(40) });

let cookie = "";
vi.mock("next/headers", () => ({ headers: async () => new Headers({ cookie }) }));

let leadId = "";
beforeAll(async () => {
  const db = await getDb();
  cookie = (await signInWithMailedLink(db, "ana@quillio.com")).cookie;
  leadId = (
    await recordSubmission(testSubmission({ kind: "form", formType: "demo", locale: "de", email: "j.mueller@bau.example", payload: { fields: { firstName: "Jürgen", lastName: "Müller" } }, destinations: [] }), { db })
  ).id;
});

async function lastLine(action: string) {
  const row = await (await getDb()).selectFrom("admin_audit").selectAll().where("action", "=", action).orderBy("at", "desc").executeTakeFirstOrThrow();
  return { email: row.email, sessionId: row.session_id, detail: JSON.parse(row.detail ?? "null") as Record<string, unknown> };
}

const query = (params: Record<string, string>) => ({ params: Promise.resolve({}), searchParams: Promise.resolve(params) });

describe("views of personal data", () => {
  it("audits the leads list with its filters and how many matched", async () => {
    await LeadsPage(query({ q: "mueller", form: "demo", from: "not a day" }));
    const line = await lastLine("leads_listed");
    expect(line.email).toBe("ana@quillio.com");
    expect(line.sessionId).toBeTruthy();
    expect(line.detail).toMatchObject({ filters: { q: "mueller", form: "demo", page: 1 }, total: 1 });
    expect(line.detail.filters).not.toHaveProperty("from");
  });

  it("audits a lead's page with the lead", async () => {
    await LeadPage({ params: Promise.resolve({ id: leadId }), searchParams: Promise.resolve({}) });
    expect((await lastLine("lead_viewed")).detail).toEqual({ lead: leadId });
  });

  it("audits the erasure's preview by a hash of the address, with the counts", async () => {
    await ErasePage(query({ email: "J.Mueller@bau.example" }));
    const line = await lastLine("person_erasure_previewed");
    expect(line.detail).toMatchObject({ addressHmac: auditAddressHmac("j.mueller@bau.example"), counts: { submissions: 1 } });
    expect(JSON.stringify(line)).not.toContain("mueller@");
  });
});

/** The text a server component's element tree holds (nested components left as they are). */
function textOf(node: unknown): string {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join("");
  const props = (node as { props?: { children?: unknown } }).props;
  return props ? textOf(props.children) : "";
}

describe("the audit page", () => {
  it("shows sign-in attempts and views in words, filtered by kind", async () => {
    const db = await getDb();
    await signInWithMailedLink(db, "ana@quillio.com", { token: "F".repeat(32) });
    const everything = textOf(await AuditPage(query({})));
    expect(everything).toContain("Sign-in refused sign_in_refused");
    expect(everything).toContain("why: a link that was never issued");
    expect(everything).toContain("Lead viewed lead_viewed");

    const signIns = textOf(await AuditPage(query({ kind: "sign-in" })));
    expect(signIns).toContain("Signed in sign_in");
    expect(signIns).not.toContain("lead_viewed");
    const views = textOf(await AuditPage(query({ kind: "personal-data", who: "ana@quillio.com" })));
    expect(views).toContain(`lead: ${leadId}`);
    expect(views).not.toContain("sign_in");
  });
});
