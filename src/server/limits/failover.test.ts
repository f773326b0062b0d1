import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as subscribeRoute from "@/app/api/newsletter/subscribe/route";
import * as codeRoute from "@/app/api/redemption/code/route";
import { closeDb } from "../db";
import { solvedProof } from "../testing/proof-of-work";
import { call, postRequest } from "../testing/requests";
import { clientHeaders } from "../testing/seal";
import { resetRateLimiter } from ".";

/** Nothing listens on port 1: Redis (or PostgreSQL) stopped. */
const REDIS_DOWN = "redis://127.0.0.1:1";
const POSTGRES_DOWN = "postgres://nobody@127.0.0.1:1/site";

let dataDir = "";
function environment(env: Record<string, string>) {
  dataDir = mkdtempSync(path.join(tmpdir(), "limits-down-"));
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("DATABASE_URL", "");
  vi.stubEnv("REDIS_URL", "");
  vi.stubEnv("RATE_LIMIT_STORE", "");
  vi.stubEnv("RATE_LIMIT_MAX", undefined);
  vi.stubEnv("RATE_LIMIT_WINDOW_MS", undefined);
  vi.stubEnv("RATE_LIMIT_EMAIL_MAX", "0");
  vi.stubEnv("FORM_CHALLENGE_THRESHOLD", "0");
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  resetRateLimiter();
  for (const level of ["error", "warn", "info"] as const) vi.spyOn(console, level).mockImplementation(() => {});
}

afterEach(async () => {
  await closeDb();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  resetRateLimiter();
  rmSync(dataDir, { recursive: true, force: true });
});

/** One POST handled by a fresh instance of the site: nothing of the previous requests' process state is left. */
async function subscribeOnAFreshInstance(i: number, address = "203.0.113.7") {
  resetRateLimiter();
  return call(subscribeRoute.POST, postRequest({ email: `reader${i}@example.org`, language: "en" }, { headers: clientHeaders(address) }));
}

/**
 * Issue 35, finding 5: with Redis down every instance counted the limits itself, so two instances accepted 30 of 30
 * POSTs where the limit is 20. Now the database every instance shares counts them.
 */
describe("limits with Redis stopped", () => {
  beforeEach(() => environment({ RATE_LIMIT_STORE: "redis", REDIS_URL: REDIS_DOWN }));

  it("instances sharing the database refuse the 21st POST in a minute from one client, and say why in the log", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const answer = await subscribeOnAFreshInstance(i);
      statuses.push(answer.status);
      if (answer.status === 429) expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // The default limit is 20 POSTs per minute (RATE_LIMIT_MAX / RATE_LIMIT_WINDOW_MS).
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
    // Another client still gets through.
    expect((await subscribeOnAFreshInstance(30, "198.51.100.20")).status).toBe(200);
    const warnings = vi.mocked(console.warn).mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith("[rate-limit]"));
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings[0]).toMatch(/limits are counted in the database/);
  });

  it("a solved proof of work is accepted once, whichever instance it is replayed on", async () => {
    vi.stubEnv("ALTCHA_MAX_NUMBER", "20");
    const claim = (proof: string, address: string) => {
      resetRateLimiter();
      return call(codeRoute.POST, postRequest({ campaign: "kestrel-pharma", locale: "en" }, { headers: { ...clientHeaders(address), "x-altcha": proof } }));
    };
    const proof = await solvedProof("redemption");
    expect((await claim(proof, "198.51.100.31")).status).toBe(201);
    const replay = await claim(proof, "198.51.100.32");
    expect(replay.status).toBe(403);
    expect(replay.body.error.code).toBe("challenge_used");
  });
});

describe("limits with no shared store that answers", () => {
  it.each([
    ["Redis and the database down", { RATE_LIMIT_STORE: "redis", REDIS_URL: REDIS_DOWN, DATABASE_URL: POSTGRES_DOWN }],
    ["the database, the only shared store, down", { RATE_LIMIT_STORE: "database", DATABASE_URL: POSTGRES_DOWN }],
  ])("%s: every POST is refused for a moment (503)", async (_, env) => {
    environment(env);
    for (let i = 0; i < 3; i += 1) {
      const answer = await subscribeOnAFreshInstance(i);
      expect(answer.status).toBe(503);
      expect(answer.body.error.code).toBe("service_unavailable");
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });
});
