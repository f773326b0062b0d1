import { beforeEach, describe, expect, it, vi } from "vitest";
import * as challengeRoute from "@/app/api/challenge/route";
import * as codeRoute from "@/app/api/redemption/code/route";
import * as statsRoute from "@/app/api/redemption/stats/route";
import { getDb } from "../db";
import { resetRateLimiter } from "../api/rate-limit";
import { CHALLENGE_TTL_MS, createProofChallenge } from "../proof-of-work/challenge";
import { withTemporaryDataDir } from "../testing/data-dir";
import { solvedHeader, solvedProof } from "../testing/proof-of-work";
import { call, getRequest, postRequest } from "../testing/requests";
import { clientHeaders } from "../testing/seal";
import { CODES_PER_ADDRESS_DAY, CODES_PER_ADDRESS_HOUR, CODES_PER_CAMPAIGN_HOUR } from "./budgets";
import { campaignStats, claimCode } from "./codes";
import { dashboardKey } from "./dashboard-link";
import { SURGE_FLOOR } from "./hand-out-rate";

// A small difficulty keeps the solving fast; the checks are the production ones.
withTemporaryDataDir("redemption-endpoints-", { ALTCHA_MAX_NUMBER: "20" });

const campaign = "kestrel-pharma";
let addressNumber = 0;
/** A client address no other test uses. */
const newAddress = () => `198.51.100.${++addressNumber}`;

/** POST /api/redemption/code as a visitor without cookie (unless given one) from `address`. */
async function claim(address: string, proof: string | null, extra: Record<string, string> = {}) {
  const headers = { ...clientHeaders(address), ...(proof ? { "x-altcha": proof } : {}), ...extra };
  return call(codeRoute.POST, postRequest({ campaign, locale: "en" }, { headers }));
}

const claimed = async () => (await campaignStats(await getDb(), campaign)).claimed;

beforeEach(() => {
  // Fresh counters, and the budgets' defaults unless a test says otherwise.
  resetRateLimiter();
  vi.stubEnv("REDEMPTION_CODES_PER_ADDRESS_HOUR", String(CODES_PER_ADDRESS_HOUR));
  vi.stubEnv("REDEMPTION_CODES_PER_ADDRESS_DAY", String(CODES_PER_ADDRESS_DAY));
  vi.stubEnv("REDEMPTION_CODES_PER_CAMPAIGN_HOUR", String(CODES_PER_CAMPAIGN_HOUR));
});

describe("code hand-outs: a visitor is more than a cookie", () => {
  it("30 POSTs without cookie from one address, each with a solved challenge, get at most the address budget (10 an hour) of codes", async () => {
    expect(CODES_PER_ADDRESS_HOUR).toBe(10);
    const address = newAddress();
    const before = await claimed();
    const answers = [];
    for (let i = 0; i < 30; i += 1) answers.push(await claim(address, await solvedProof("redemption")));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));
    expect(answers[10].body.error.code).toBe("code_limit_reached");
    expect(Number(answers[10].headers.get("retry-after"))).toBeGreaterThan(0);
    expect(new Set(answers.slice(0, 10).map((answer) => answer.body.code)).size).toBe(10);
    expect((await claimed()) - before).toBe(10);
  });

  it("the day budget holds when the hour budget is raised", async () => {
    vi.stubEnv("REDEMPTION_CODES_PER_ADDRESS_HOUR", "100");
    vi.stubEnv("REDEMPTION_CODES_PER_ADDRESS_DAY", "4");
    const address = newAddress();
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await claim(address, await solvedProof("redemption"))).status);
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
  });

  it("a request without a solved challenge, or with a broken, foreign or expired one, gets 403 and no code", async () => {
    const before = await claimed();
    const missing = await claim(newAddress(), null);
    expect(missing.status).toBe(403);
    expect(missing.body.error.code).toBe("challenge_required");
    expect(missing.headers.get("set-cookie")).toBeNull();

    const proof = JSON.parse(Buffer.from(await solvedProof("redemption"), "base64").toString("utf8"));
    const wrongCounter = Buffer.from(JSON.stringify({ ...proof, solution: { ...proof.solution, counter: proof.solution.counter + 1 } })).toString("base64");
    const cheaper = Buffer.from(JSON.stringify({ ...proof, challenge: { ...proof.challenge, parameters: { ...proof.challenge.parameters, cost: 1 } } })).toString("base64");
    for (const header of ["not base64 json", Buffer.from("{}").toString("base64"), wrongCounter, cheaper, await solvedProof("form")]) {
      const refused = await claim(newAddress(), header);
      expect(refused.status, header).toBe(403);
      expect(refused.body.error.code).toBe("challenge_invalid");
    }

    const expired = await claim(newAddress(), await solvedHeader(await createProofChallenge("redemption", Date.now() - CHALLENGE_TTL_MS - 1000)));
    expect(expired.status).toBe(403);
    expect(expired.body.error.code).toBe("challenge_expired");
    expect(await claimed()).toBe(before);
  });

  it("a replayed solution is refused, even from another address", async () => {
    const proof = await solvedProof("redemption");
    expect((await claim(newAddress(), proof)).status).toBe(201);
    const replay = await claim(newAddress(), proof);
    expect(replay.status).toBe(403);
    expect(replay.body.error.code).toBe("challenge_used");
    // Two requests racing with one solution: one code at most.
    const racing = await solvedProof("redemption");
    const both = await Promise.all([claim(newAddress(), racing), claim(newAddress(), racing)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 403]);
  });

  it("a campaign hands out at most its hour budget, whatever the number of addresses", async () => {
    vi.stubEnv("REDEMPTION_CODES_PER_CAMPAIGN_HOUR", "3");
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await claim(newAddress(), await solvedProof("redemption")));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 429, 429]);
    expect(answers[3].body.error.code).toBe("campaign_busy");
  });

  it("a visitor who has a code gets the same one again without a challenge and without spending budget", async () => {
    vi.stubEnv("REDEMPTION_CODES_PER_ADDRESS_HOUR", "1");
    const address = newAddress();
    const first = await claim(address, await solvedProof("redemption"));
    expect(first.status).toBe(201);
    const cookie = first.headers.get("set-cookie")!.split(";")[0];
    for (let i = 0; i < 3; i += 1) {
      const again = await claim(address, null, { cookie });
      expect(again.status).toBe(200);
      expect(again.body.code).toBe(first.body.code);
    }
    // The address's budget (1) was spent by the first code only: a new visitor there is refused.
    expect((await claim(address, await solvedProof("redemption"))).body.error.code).toBe("code_limit_reached");
  });

  it("GET /api/challenge answers a signed challenge for a known purpose, 400 otherwise, never cached", async () => {
    const answer = await call(challengeRoute.GET, getRequest({ purpose: "redemption" }));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.body.parameters).toMatchObject({ algorithm: "PBKDF2/SHA-256", cost: 1000, data: { purpose: "redemption" } });
    expect(answer.body.signature).toMatch(/^[0-9a-f]{64}$/);
    expect((await call(challengeRoute.GET, getRequest({ purpose: "anything" }))).status).toBe(400);
  });
});

describe("the campaign dashboard's hand-out rate", () => {
  it("counts codes per hour over the last 24 hours and raises the surge alert once, with one warning line", async () => {
    const db = await getDb();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const surgeCampaign = "orbis-hotels";
    const stats = () => call(statsRoute.GET, getRequest({ campaign: surgeCampaign, locale: "en", key: dashboardKey(surgeCampaign) }));
    const quiet = await stats();
    expect(quiet.status).toBe(200);
    expect(quiet.body.rate.perHour).toHaveLength(24);
    expect(quiet.body.rate.surge).toBe(false);

    // orbis-hotels ships 3 codes: give the pool more, then hand out a burst in the last hour.
    await db
      .insertInto("redemption_codes")
      .values(Array.from({ length: SURGE_FLOOR + 5 }, (_, i) => ({ id: `surge-${i}`, campaign: surgeCampaign, code: `SURGE${i}`, claimed_by: null, claimed_at: null, imported_at: new Date().toISOString() })))
      .execute();
    const now = Date.now();
    await claimCode(db, surgeCampaign, "early-visitor", new Date(now - 5 * 3_600_000));
    for (let i = 0; i <= SURGE_FLOOR; i += 1) await claimCode(db, surgeCampaign, `burst-${i}`, new Date(now - 60_000 * (i % 50)));
    const surging = await stats();
    expect(surging.body.rate).toMatchObject({ lastHour: SURGE_FLOOR + 1, medianHour: 0, surge: true });
    expect(surging.body.rate.perHour.reduce((sum: number, hour: { count: number }) => sum + hour.count, 0)).toBe(SURGE_FLOOR + 2);
    await stats();
    expect(warn.mock.calls.filter(([line]) => String(line).includes("hand-out surge in campaign orbis-hotels"))).toHaveLength(1);
  });
});
