import { afterEach, describe, expect, it, vi } from "vitest";
import { isProfessionalEmailEndpoint } from "@/server/handlers/email-checks";
import { callConversionApi, conversionApi, IDEMPOTENCY_HEADER, RETRY_DELAYS_MS } from "./api";

describe("callConversionApi", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("returns the data of a success and the error of a refusal, from the real handler", async () => {
    vi.stubGlobal("fetch", (path: string, init?: RequestInit) => isProfessionalEmailEndpoint(new Request(`http://localhost${path}`, init)));
    expect(await callConversionApi(conversionApi.isProfessionalEmail, { query: { email: "ada@gmail.com" } })).toEqual({ ok: true, status: 200, data: { isProfessional: false } });
    expect(await callConversionApi(conversionApi.isProfessionalEmail, { query: { email: "nope" } })).toMatchObject({
      ok: false,
      status: 400,
      error: { code: "invalid_email", field: "email", message: "Enter a valid email address." },
    });
  });

  it("turns a network failure into an answer instead of throwing, once the retries are spent", async () => {
    vi.useFakeTimers();
    try {
      const fetch = vi.fn(() => Promise.reject(new TypeError("Failed to fetch")));
      vi.stubGlobal("fetch", fetch);
      const answer = callConversionApi(conversionApi.submitForm, { body: {} });
      await vi.runAllTimersAsync();
      expect(await answer).toMatchObject({ ok: false, status: 0, error: { code: "network_error" } });
      // Sent again after each pause while the 45 s budget lasts, then given up: the form offers to send it again.
      expect(fetch.mock.calls.length).toBe(RETRY_DELAYS_MS.filter((_, index) => RETRY_DELAYS_MS.slice(0, index + 1).reduce((sum, ms) => sum + ms, 0) <= 45_000).length + 1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("a submission the server could not answer", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** A fetch that answers with `answers` in turn (an Error: the connection reset), recording each request's headers. */
  function server(answers: (Response | Error)[]) {
    const requests: Headers[] = [];
    vi.stubGlobal("fetch", (_path: string, init?: RequestInit) => {
      requests.push(new Headers(init?.headers));
      const next = answers.shift() ?? new Error("no more answers");
      return next instanceof Error ? Promise.reject(new TypeError("fetch failed", { cause: next })) : Promise.resolve(next);
    });
    return requests;
  }
  const created = () => Response.json({ ok: true, submissionId: "s-1" }, { status: 201 });

  it("is sent again with the same Idempotency-Key after a reset, a proxy's 502 and a draining server's 503", async () => {
    vi.useFakeTimers();
    const requests = server([new Error("ECONNRESET"), new Response("Bad Gateway", { status: 502 }), Response.json({ error: { code: "service_unavailable" } }, { status: 503, headers: { "retry-after": "2" } }), created()]);
    const answer = callConversionApi(conversionApi.submitForm, { body: { formType: "contact" } });
    await vi.runAllTimersAsync();
    expect(await answer).toEqual({ ok: true, status: 201, data: { ok: true, submissionId: "s-1" } });
    expect(requests).toHaveLength(4);
    const keys = new Set(requests.map((headers) => headers.get(IDEMPOTENCY_HEADER)));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^[\w-]{16,128}$/);
  });

  it("waits as long as a 503's Retry-After says (up to 15 s), and gives each submission a key of its own", async () => {
    vi.useFakeTimers();
    const requests = server([Response.json({ error: { code: "server_busy" } }, { status: 503, headers: { "retry-after": "5" } }), created(), created()]);
    const answer = callConversionApi(conversionApi.createFreeTrial, { body: {} });
    await vi.advanceTimersByTimeAsync(4_900);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(requests).toHaveLength(2);
    expect((await answer).ok).toBe(true);
    await callConversionApi(conversionApi.createFreeTrial, { body: {} });
    expect(requests[2]!.get(IDEMPOTENCY_HEADER)).not.toBe(requests[0]!.get(IDEMPOTENCY_HEADER));
  });

  it("is not sent again when the server answered: a refusal, a validation error, a 500", async () => {
    for (const status of [400, 429, 500]) {
      const requests = server([Response.json({ error: { code: "refused" } }, { status })]);
      expect(await callConversionApi(conversionApi.submitForm, { body: {} })).toMatchObject({ ok: false, status });
      expect(requests).toHaveLength(1);
    }
  });

  it("never repeats a GET on its own, nor gives it a key", async () => {
    const requests = server([new Error("ECONNRESET")]);
    expect(await callConversionApi(conversionApi.isProfessionalEmail, { query: { email: "ada@example.com" } })).toMatchObject({ status: 0 });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.get(IDEMPOTENCY_HEADER)).toBeNull();
  });
});
