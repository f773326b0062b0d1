import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as subscribeRoute from "@/app/api/newsletter/subscribe/route";
import { closeDb } from "../db";
import { call, postRequest } from "../testing/requests";
import { clientHeaders } from "../testing/seal";
import { resetRateLimiter } from "./rate-limit";

/**
 * Issue 25, finding 5: with the shared store of the limits unreachable, 30 of 30 POSTs from one client passed.
 * Now the limits fail closed: the process counts with the same rules, and the 21st POST in a minute gets 429.
 */
describe.each([
  // Redis stopped: nothing listens on port 1.
  { name: "redis", env: { RATE_LIMIT_STORE: "redis", REDIS_URL: "redis://127.0.0.1:1" } },
  // The database store on a PostgreSQL server that is down.
  { name: "database", env: { RATE_LIMIT_STORE: "database", DATABASE_URL: "postgres://nobody@127.0.0.1:1/site" } },
])("limits with the $name store unreachable", ({ env }) => {
  let dataDir = "";
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "limits-down-"));
    vi.stubEnv("DATA_DIR", dataDir);
    vi.stubEnv("DATABASE_URL", "");
    vi.stubEnv("REDIS_URL", "");
    vi.stubEnv("RATE_LIMIT_MAX", undefined);
    vi.stubEnv("RATE_LIMIT_WINDOW_MS", undefined);
    vi.stubEnv("RATE_LIMIT_EMAIL_MAX", "0");
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    resetRateLimiter();
    for (const level of ["error", "warn", "info"] as const) vi.spyOn(console, level).mockImplementation(() => {});
  });
  afterEach(async () => {
    await closeDb();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    resetRateLimiter();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses the 21st POST in a minute from one client with 429, and says why in the log", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const answer = await call(subscribeRoute.POST, postRequest({ email: `reader${i}@example.org`, language: "en" }));
      statuses.push(answer.status);
      if (answer.status === 429) expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // The default limit is 20 POSTs per minute (RATE_LIMIT_MAX / RATE_LIMIT_WINDOW_MS).
    expect(statuses.slice(0, 20).filter((status) => status === 429)).toEqual([]);
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
    // Another client still gets through.
    const other = await call(subscribeRoute.POST, postRequest({ email: "other@example.org", language: "en" }, { headers: clientHeaders("198.51.100.20") }));
    expect(other.status).not.toBe(429);
    const warnings = vi.mocked(console.warn).mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith("[rate-limit]"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/limits are counted in this process/);
  });
});
