// The browser's form client against the server's proof-of-work gate (src/server/proof-of-work/form-gate.ts), through the real route handlers.
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as challengeRoute from "@/app/api/challenge/route";
import * as formsRoute from "@/app/api/forms/submit/route";
import * as trialRoute from "@/app/api/functions/create-free-trial/route";
import { callConversionApi, conversionApi } from "@/lib/forms/api";
import { sendSubmission } from "./submit";
import { resetRateLimiter } from "@/server/limits";
import { getDb } from "@/server/db";
import { withTemporaryDataDir } from "@/server/testing/data-dir";
import { solvedProof } from "@/server/testing/proof-of-work";
import { call, postRequest } from "@/server/testing/requests";
import { clientHeaders } from "@/server/testing/seal";

withTemporaryDataDir("form-challenge-", { ALTCHA_MAX_NUMBER: "20" });

let addressNumber = 0;
const newAddress = () => `192.0.2.${++addressNumber}`;
let leadNumber = 0;
/** A demo request with an address of its own (no per-email limit in play). */
const demo = () => ({
  formType: "demo" as const,
  locale: "en" as const,
  fields: { firstName: "Ada", lastName: "Lovelace", email: `ada${++leadNumber}@analytical.example`, company: "Analytical", companySize: "50-199", country: "GB", phone: "020 7946 0958" },
});

const submit = (address: string, body: unknown, proof?: string) =>
  call(formsRoute.POST, postRequest(body, { headers: { ...clientHeaders(address), ...(proof ? { "x-altcha": proof } : {}) } }));
const stored = async () => Number((await (await getDb()).selectFrom("submissions").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);

beforeEach(() => {
  resetRateLimiter();
  vi.stubEnv("FORM_CHALLENGE_THRESHOLD", "5");
  vi.stubEnv("FORM_CHALLENGE_WINDOW_MS", "600000");
});

describe("conversion forms past the proof-of-work threshold", () => {
  it("take 5 submissions per address as before, then ask for a proof of work, and store the lead once one comes", async () => {
    const address = newAddress();
    for (let i = 0; i < 5; i += 1) expect((await submit(address, demo())).status).toBe(201);
    const before = await stored();

    const refused = await submit(address, demo());
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: "challenge_required", message: expect.stringContaining("/api/challenge") });
    expect(await stored()).toBe(before);

    const proof = await solvedProof("form");
    const accepted = await submit(address, demo(), proof);
    expect(accepted.status).toBe(201);
    expect(await stored()).toBe(before + 1);

    expect((await submit(address, demo(), proof)).body.error.code).toBe("challenge_used");
    expect((await submit(address, demo(), await solvedProof("redemption"))).body.error.code).toBe("challenge_invalid");
    // Another address is below the threshold: nothing changes for it.
    expect((await submit(newAddress(), demo())).status).toBe(201);
    // The threshold counts every conversion form of the address together.
    const trial = await call(trialRoute.POST, postRequest({ lang: "en", firstName: "Ada", mail: "ada@engine.example", pw: "correct horse" }, { headers: clientHeaders(address) }));
    expect(trial.body.error?.code).toBe("challenge_required");
  });

  it("a malformed request past the threshold still gets its 400, not a challenge", async () => {
    const address = newAddress();
    for (let i = 0; i < 5; i += 1) await submit(address, demo());
    const invalid = await submit(address, { ...demo(), locale: "xx" });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.field).toBe("locale");
  });

  it("FORM_CHALLENGE_THRESHOLD=0 never asks", async () => {
    vi.stubEnv("FORM_CHALLENGE_THRESHOLD", "0");
    const address = newAddress();
    for (let i = 0; i < 8; i += 1) expect((await submit(address, demo())).status).toBe(201);
  });
});

describe("the browser's form client past the threshold", () => {
  const address = "192.0.2.200";
  /** fetch() as the browser would make it, answered by the real route handlers. */
  function routeFetch(solvable = true) {
    return vi.fn(async (path: string, init?: RequestInit) => {
      const headers = { ...Object.fromEntries(new Headers(init?.headers).entries()), ...clientHeaders(address) };
      const request = new Request(new URL(path, "http://localhost"), { ...init, headers });
      if (path.startsWith("/api/challenge")) return solvable ? challengeRoute.GET(request) : new Response("{}", { status: 503 });
      return formsRoute.POST(request);
    });
  }

  it("solves the challenge and sends the form again by itself: the lead lands", async () => {
    const fetch = routeFetch();
    vi.stubGlobal("fetch", fetch);
    try {
      for (let i = 0; i < 5; i += 1) expect((await callConversionApi(conversionApi.submitForm, { body: demo() })).status).toBe(201);
      const before = await stored();
      const calls = fetch.mock.calls.length;
      const result = await callConversionApi<{ submissionId: string }>(conversionApi.submitForm, { body: demo() });
      expect(result).toMatchObject({ ok: true, status: 201, data: { submissionId: expect.any(String) } });
      // Refused, a challenge fetched, sent again with its proof.
      expect(fetch.mock.calls.slice(calls).map(([path]) => String(path).split("?")[0])).toEqual([conversionApi.submitForm, "/api/challenge", conversionApi.submitForm]);
      expect(new Headers(fetch.mock.calls.at(-1)![1]?.headers).get("x-altcha")).toMatch(/^[A-Za-z0-9+/=]+$/);
      expect(await stored()).toBe(before + 1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("says so when no proof can be made: the form keeps the answers and names the reason", async () => {
    vi.stubGlobal("fetch", routeFetch(false));
    try {
      for (let i = 0; i < 5; i += 1) await callConversionApi(conversionApi.submitForm, { body: demo() });
      const outcome = await sendSubmission({ url: conversionApi.submitForm, body: demo() });
      expect(outcome).toEqual({ status: "failed", reason: "challenge", code: "challenge_unsolved" });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
