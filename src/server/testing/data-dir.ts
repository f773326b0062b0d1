import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, vi } from "vitest";
import { closeDb } from "../db";
import { resetRateLimiter } from "@/server/limits";

/**
 * Gives a test file its own SQLite database (a temporary DATA_DIR read by `getDb()`) with the
 * rate limiter and the forms' proof-of-work threshold off; returns a getter for the folder.
 */
export function withTemporaryDataDir(prefix: string, env: Record<string, string> = {}): () => string {
  let dataDir = "";
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), prefix));
    vi.stubEnv("DATA_DIR", dataDir);
    vi.stubEnv("DATABASE_URL", "");
    vi.stubEnv("RATE_LIMIT_MAX", "0");
    vi.stubEnv("RATE_LIMIT_EMAIL_MAX", "0");
    vi.stubEnv("FORM_CHALLENGE_THRESHOLD", "0");
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    resetRateLimiter();
  });
  afterAll(async () => {
    await closeDb();
    vi.unstubAllEnvs();
    resetRateLimiter();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return () => dataDir;
}
