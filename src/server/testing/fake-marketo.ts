// A local stand-in for Marketo's REST API, for the delivery tests: an OAuth token, the lead look-up by email
// (`GET /rest/v1/leads.json?filterType=email`), and lead writes (`POST /rest/v1/leads.json` upsert,
// `POST /rest/v1/leads/submitForm.json`) that keep each lead with Marketo's `createdAt` / `updatedAt`.
import type { IncomingMessage, ServerResponse } from "node:http";
import { FakeHttpServer } from "./fake-http-server";

/**
 * How lead writes are answered: `ok`; `not_found` (404, nothing applied: a wrong URL, a retired endpoint);
 * `unavailable` (503, nothing applied); `drop` (applied, then the connection closes before the answer);
 * `drop_before` (the connection closes, nothing applied); `hang` (applied, never answered).
 */
export type FakeMarketoMode = "ok" | "not_found" | "unavailable" | "drop" | "drop_before" | "hang";

export type FakeLead = Record<string, unknown> & { id: number; email: string; createdAt: string; updatedAt: string };

/** Marketo's times: UTC, whole seconds. */
const marketoTime = (time: Date) => time.toISOString().replace(/\.\d{3}Z$/, "Z");

export class FakeMarketo extends FakeHttpServer {
  /** Leads by lower-cased email. */
  readonly leads = new Map<string, FakeLead>();
  /** Lead writes that reached Marketo and were applied. */
  applied = 0;
  /** Look-ups by email. */
  lookups = 0;
  mode: FakeMarketoMode = "ok";
  private nextId = 1000;

  /** Adds or changes a lead as another source would (a person's own form fill, a list import). */
  upsert(fields: Record<string, unknown>, at = new Date()): FakeLead {
    const email = String(fields.email).toLowerCase();
    const existing = this.leads.get(email);
    const lead: FakeLead = existing
      ? { ...existing, ...fields, email, updatedAt: marketoTime(at) }
      : { ...fields, id: (this.nextId += 1), email, createdAt: marketoTime(at), updatedAt: marketoTime(at) };
    this.leads.set(email, lead);
    return lead;
  }

  protected receive(request: IncomingMessage, url: URL, body: string, response: ServerResponse): void {
    const method = request.method ?? "GET";
    const reply = (status: number, answer: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(answer));
    };
    if (url.pathname === "/identity/oauth/token") return reply(200, { access_token: "fake-token", expires_in: 3600 });
    if (method === "GET" && url.pathname === "/rest/v1/leads.json") {
      this.lookups += 1;
      if (url.searchParams.get("filterType") !== "email") return reply(200, { success: false, errors: [{ code: "1003", message: "filterType" }] });
      const wanted = (url.searchParams.get("fields") ?? "id,email,updatedAt,createdAt").split(",");
      const result = (url.searchParams.get("filterValues") ?? "")
        .split(",")
        .map((email) => this.leads.get(email.trim().toLowerCase()))
        .filter((lead): lead is FakeLead => lead !== undefined)
        .map((lead) => Object.fromEntries(["id", ...wanted].filter((field) => field in lead).map((field) => [field, lead[field]])));
      return reply(200, { success: true, result });
    }
    if (method !== "POST" || (url.pathname !== "/rest/v1/leads.json" && url.pathname !== "/rest/v1/leads/submitForm.json")) {
      return reply(404, { message: "Not Found" });
    }
    if (this.mode === "not_found") return reply(404, { message: "Not Found" });
    if (this.mode === "unavailable") return reply(503, { message: "Service Unavailable" });
    if (this.mode === "drop_before") return void response.destroy();
    const input = (JSON.parse(body) as { input: Record<string, unknown>[] }).input[0] ?? {};
    const fields = (input.leadFormFields as Record<string, unknown> | undefined) ?? input;
    const existed = this.leads.has(String(fields.email).toLowerCase());
    const lead = this.upsert(fields);
    this.applied += 1;
    if (this.mode === "drop") return void response.destroy();
    if (this.mode === "hang") return;
    reply(200, { success: true, result: [{ id: lead.id, status: existed ? "updated" : "created" }] });
  }
}
