import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as formsRoute from "@/app/api/forms/submit/route";
import * as trialRoute from "@/app/api/functions/create-free-trial/route";
import * as maturityRoute from "@/app/api/functions/maturity-model-assessments/route";
import * as courseRoute from "@/app/api/functions/register-to-course/route";
import * as newsletterRoute from "@/app/api/newsletter/subscribe/route";
import { resetRateLimiter } from "@/server/limits";
import type { Endpoint } from "../api/endpoint";
import { getDb } from "../db";
import { withTemporaryDataDir } from "../testing/data-dir";
import { solvedProof } from "../testing/proof-of-work";
import { call, postRequest } from "../testing/requests";
import { clientHeaders } from "../testing/seal";

withTemporaryDataDir("honeypot-", { ALTCHA_MAX_NUMBER: "20" });

let addressNumber = 0;
const newAddress = () => `198.51.100.${++addressNumber}`;
let n = 0;
/** A demo request as a person sends it. */
const demo = () => ({
  formType: "demo" as const,
  locale: "en" as const,
  fields: { firstName: "Ada", lastName: "Lovelace", email: `ada${++n}@analytical.example`, company: "Analytical", companySize: "50-199", country: "GB", phone: "020 7946 0958" },
});
/** Every endpoint that takes the honeypot (`website`), with a body a naive bot fills in, honeypot included. */
const spam: [string, Endpoint, () => unknown][] = [
  ["forms/submit", formsRoute.POST, () => ({ ...demo(), website: "https://spam.example" })],
  ["maturity-model-assessments", maturityRoute.POST, () => ({ assessmentId: randomUUID(), locale: "en", themes: [{ index: 0, selectedLevelIndex: 1 }], overallLevel: 1, email: `bot${++n}@spam.example`, website: "x" })],
  ["create-free-trial", trialRoute.POST, () => ({ lang: "en", mail: `bot${++n}@spam.example`, website: "x" })],
  ["register-to-course", courseRoute.POST, () => ({ groupId: "g1", lang: "en", mail: `bot${++n}@spam.example`, website: "x" })],
  ["newsletter/subscribe", newsletterRoute.POST, () => ({ email: `bot${++n}@spam.example`, language: "en", website: "x" })],
];

const spamRows = async () => Number((await (await getDb()).selectFrom("submissions").select((eb) => eb.fn.countAll<number>().as("n")).where("is_spam", "=", 1).executeTakeFirstOrThrow()).n);

beforeEach(() => {
  // The defaults: 20 POSTs a minute per address, 5 form submissions per 10 minutes before a proof is needed.
  vi.stubEnv("RATE_LIMIT_MAX", "20");
  vi.stubEnv("FORM_CHALLENGE_THRESHOLD", "5");
  resetRateLimiter();
});

describe("honeypot spam from one client", { timeout: 30_000 }, () => {
  it.each(spam)("%s: stores at most the client's threshold of spam rows; past it each one needs a proof of work", async (_, route, body) => {
    // Issue 35, finding 4: honeypot hits had no budget of their own (1,399 spam rows in 15 s from about 70 addresses).
    const address = newAddress();
    const before = await spamRows();
    const statuses: number[] = [];
    for (let i = 0; i < 19; i += 1) statuses.push((await call(route, postRequest(body(), { headers: clientHeaders(address) }))).status);
    expect(statuses.slice(0, 5).every((status) => status === 200 || status === 201), String(statuses)).toBe(true);
    expect(statuses.slice(5)).toEqual(Array(14).fill(403));
    expect((await spamRows()) - before).toBe(5);
    // As for a person past the threshold: a solved proof lets one more through.
    const paid = await call(route, postRequest(body(), { headers: { ...clientHeaders(address), "x-altcha": await solvedProof("form") } }));
    expect([200, 201]).toContain(paid.status);
  });

  it("counts against the client's form submissions: after honeypot hits its own form needs a proof", async () => {
    const address = newAddress();
    for (let i = 0; i < 5; i += 1) await call(maturityRoute.POST, postRequest(spam[1]![2](), { headers: clientHeaders(address) }));
    const form = await call(formsRoute.POST, postRequest(demo(), { headers: clientHeaders(address) }));
    expect(form.status).toBe(403);
    expect(form.body.error.code).toBe("challenge_required");
  });
});
