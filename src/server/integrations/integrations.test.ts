import type { IncomingMessage, ServerResponse } from "node:http";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "../db";
import { drainOutbox } from "../outbox/worker";
import { recordSubmission } from "../leads/store";
import { testDatabases } from "../testing/databases";
import { DownstreamError, http } from "./http";
import { createFreeTrialAccount } from "./learning-app";
import { resetMarketoToken } from "./marketo";
import { testSubmission } from "../testing/leads";
import { FakeHttpServer } from "../testing/fake-http-server";

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

/** A vendor API that answers with `handler` and records every request. */
class FakeApi extends FakeHttpServer {
  hits: { method: string; url: string; headers: IncomingMessage["headers"]; body: string }[] = [];
  constructor(private readonly handler: Handler) {
    super();
  }

  protected receive(request: IncomingMessage, _url: URL, body: string, response: ServerResponse): void {
    this.hits.push({ method: request.method!, url: request.url!, headers: request.headers, body });
    this.handler(request, body, response);
  }
}

const reply = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
};

describe("the outbound HTTP client", () => {
  let api: FakeApi;
  let status = 503;
  beforeEach(() => {
    status = 503;
    api = new FakeApi((_request, _body, response) => reply(response, status, {}));
  });
  afterEach(() => api.stop());

  it("uses the spec's policy: a GET twice on 503, a POST once, a GET once on 400", async () => {
    const base = await api.start();
    await expect(http.get(`${base}/get`).json()).rejects.toThrow();
    await expect(http.post(`${base}/post`, { json: {} }).json()).rejects.toThrow();
    status = 400;
    await expect(http.get(`${base}/bad`).json()).rejects.toThrow();
    expect(api.hits.map((hit) => `${hit.method} ${hit.url}`)).toEqual(["GET /get", "GET /get", "POST /post", "GET /bad"]);
  }, 10_000);
});

describe("learning-app real adapter", () => {
  let api: FakeApi;
  let status = 201;
  beforeEach(() => {
    status = 201;
    api = new FakeApi((_request, _body, response) => reply(response, status, status < 300 ? { id: 77 } : { error: "nope" }));
  });
  afterEach(async () => {
    vi.unstubAllEnvs();
    await api.stop();
  });

  it("posts the account with its token and idempotency key, and only the password hash", async () => {
    vi.stubEnv("LEARNING_APP_API_URL", await api.start());
    vi.stubEnv("LEARNING_APP_API_TOKEN", "secret-token");
    const result = await createFreeTrialAccount(
      { lang: "en", companyName: "My company", email: "a@b.example", passwordHash: "scrypt$1$2$3$salt$hash" },
      { db: undefined as unknown as Db, idempotencyKey: "key-1" },
    );
    expect(result).toEqual({ accountId: "77" });
    expect(api.hits[0]).toMatchObject({ method: "POST", url: "/free-trial-accounts" });
    expect(api.hits[0].headers).toMatchObject({ authorization: "Bearer secret-token", "idempotency-key": "key-1" });
    expect(JSON.parse(api.hits[0].body)).toMatchObject({ passwordHash: "scrypt$1$2$3$salt$hash" });
  });

  it("reports a 4xx as not worth retrying and a 503 as worth it", async () => {
    vi.stubEnv("LEARNING_APP_API_URL", await api.start());
    vi.stubEnv("LEARNING_APP_API_TOKEN", "secret-token");
    const context = { db: undefined as unknown as Db, idempotencyKey: "key-2" };
    status = 422;
    await expect(createFreeTrialAccount({ lang: "en", companyName: "C" }, context)).rejects.toMatchObject({ name: "DownstreamError", retryable: false });
    status = 503;
    const error = await createFreeTrialAccount({ lang: "en", companyName: "C" }, context).catch((caught) => caught);
    expect(error).toBeInstanceOf(DownstreamError);
    expect(error.retryable).toBe(true);
  });

  it("refuses a URL without its token", async () => {
    vi.stubEnv("LEARNING_APP_API_URL", "https://learning.example");
    vi.stubEnv("LEARNING_APP_API_TOKEN", "");
    await expect(createFreeTrialAccount({ lang: "en", companyName: "C" }, { db: undefined as unknown as Db, idempotencyKey: "k" })).rejects.toThrow(/LEARNING_APP_API_TOKEN/);
  });
});

describe.each(testDatabases())("Marketo down, then up again ($name)", (database) => {
  let db: Db;
  let close: () => Promise<void>;
  const leads: unknown[] = [];
  const marketo = new FakeApi((request, body, response) => {
    if (request.url?.startsWith("/identity/oauth/token")) return reply(response, 200, { access_token: "t", expires_in: 3600 });
    leads.push(JSON.parse(body));
    reply(response, 200, { success: true, result: [{ id: 4242, status: "created" }] });
  });

  beforeEach(async () => {
    ({ db, close } = await database.open());
    vi.spyOn(console, "error").mockImplementation(() => {});
    resetMarketoToken();
    leads.length = 0;
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    await marketo.stop();
    await close();
  });

  it("keeps the lead while Marketo is unreachable and forwards it exactly once when it is back", async () => {
    const base = await marketo.start();
    await marketo.stop();
    vi.stubEnv("MARKETO_ACCOUNT_ID", "123-ABC-456");
    vi.stubEnv("MARKETO_CLIENT_ID", "id");
    vi.stubEnv("MARKETO_CLIENT_SECRET", "secret");
    vi.stubEnv("MARKETO_REST_URL", base);

    const { id } = await recordSubmission(
      testSubmission({ kind: "form", locale: "en", payload: {}, destinations: [{ destination: "marketo.lead", message: { formType: "demo", formId: "1001", locale: "en", fields: { email: "ada@analytical.example" } } }] }),
      { db },
    );
    expect(await drainOutbox({ db, retryBaseMs: 1, retryMaxMs: 1 })).toEqual({ forwarded: 0, retrying: 1, parked: 0, failed: 0 });
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining("[MARKETO_SUBMIT_FAILED]"), expect.anything());

    await marketo.start();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await drainOutbox({ db })).toEqual({ forwarded: 1, retrying: 0, parked: 0, failed: 0 });
    expect(await drainOutbox({ db })).toEqual({ forwarded: 0, retrying: 0, parked: 0, failed: 0 });
    expect(leads).toEqual([{ formId: 1001, input: [{ leadFormFields: { email: "ada@analytical.example" }, visitorData: { pageURL: "" } }] }]);
    const entry = await db.selectFrom("outbox").selectAll().where("submission_id", "=", id).executeTakeFirstOrThrow();
    expect(entry.status).toBe("forwarded");
    expect(JSON.parse(entry.result!)).toEqual({ status: "created", leadId: "4242" });
  });
});

describe.each(testDatabases())("Marketo applies a lead but its answer is lost ($name)", (database) => {
  let db: Db;
  let close: () => Promise<void>;
  /** Marketo's leads by email, with the idempotency field as the REST API would store it. */
  const stored = new Map<string, Record<string, unknown>>();
  let submissions = 0;
  let dropAnswer = true;
  const marketo = new FakeApi((request, body, response) => {
    const url = new URL(request.url!, "http://marketo");
    if (url.pathname === "/identity/oauth/token") return reply(response, 200, { access_token: "t", expires_in: 3600 });
    if (request.method === "GET" && url.pathname === "/rest/v1/leads.json") {
      const lead = stored.get(url.searchParams.get("filterValues") ?? "");
      return reply(response, 200, { success: true, result: lead ? [lead] : [] });
    }
    submissions += 1;
    const fields = JSON.parse(body).input[0].leadFormFields as Record<string, unknown>;
    stored.set(String(fields.email), { id: 77, ...fields });
    // The lead is applied, then the connection dies before the answer: the caller cannot know.
    if (dropAnswer) return response.destroy();
    reply(response, 200, { success: true, result: [{ id: 77, status: "updated" }] });
  });

  beforeEach(async () => {
    ({ db, close } = await database.open());
    vi.spyOn(console, "error").mockImplementation(() => {});
    resetMarketoToken();
    stored.clear();
    submissions = 0;
    dropAnswer = true;
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    await marketo.stop();
    await close();
  });

  const configure = async (idempotencyField: string) => {
    vi.stubEnv("MARKETO_ACCOUNT_ID", "123-ABC-456");
    vi.stubEnv("MARKETO_CLIENT_ID", "id");
    vi.stubEnv("MARKETO_CLIENT_SECRET", "secret");
    vi.stubEnv("MARKETO_REST_URL", await marketo.start());
    vi.stubEnv("MARKETO_IDEMPOTENCY_FIELD", idempotencyField);
  };
  const submit = () =>
    recordSubmission(
      testSubmission({ kind: "form", locale: "en", payload: {}, destinations: [{ destination: "marketo.lead", message: { formType: "demo", formId: "1001", locale: "en", fields: { email: "ada@analytical.example" } } }] }),
      { db },
    );
  const retryNow = () => db.updateTable("outbox").set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() }).execute();

  it("the retry finds its key on the lead and does not submit it twice", async () => {
    await configure("quillioSubmissionKey");
    const { id } = await submit();
    expect(await drainOutbox({ db, retryBaseMs: 1, retryMaxMs: 1 })).toEqual({ forwarded: 0, retrying: 1, parked: 0, failed: 0 });
    expect(submissions).toBe(1);
    const entry = await db.selectFrom("outbox").selectAll().where("submission_id", "=", id).executeTakeFirstOrThrow();
    expect(stored.get("ada@analytical.example")).toMatchObject({ quillioSubmissionKey: entry.id });

    await retryNow();
    expect(await drainOutbox({ db })).toEqual({ forwarded: 1, retrying: 0, parked: 0, failed: 0 });
    expect(submissions).toBe(1);
    const done = await db.selectFrom("outbox").selectAll().where("submission_id", "=", id).executeTakeFirstOrThrow();
    expect(JSON.parse(done.result!)).toEqual({ status: "updated", leadId: "77" });
  });

  it("a retry whose key is not on the lead (the first call never arrived) submits again", async () => {
    await configure("quillioSubmissionKey");
    await submit();
    await drainOutbox({ db, retryBaseMs: 1, retryMaxMs: 1 });
    // Another submission of the same person overwrote the field meanwhile: the key is not there.
    stored.set("ada@analytical.example", { id: 77, email: "ada@analytical.example", quillioSubmissionKey: "another-key" });
    dropAnswer = false;
    await retryNow();
    expect(await drainOutbox({ db })).toEqual({ forwarded: 1, retrying: 0, parked: 0, failed: 0 });
    expect(submissions).toBe(2);
  });
});
