import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

describe("the SQLite store's driver", () => {
  afterEach(() => {
    vi.doUnmock("@libsql/client");
    vi.resetModules();
  });

  it("is loaded only to open an SQLite file; a deployment without it (Netlify's functions) is told to set DATABASE_URL", async () => {
    vi.resetModules();
    vi.doMock("@libsql/client", () => {
      throw new Error("Cannot find package '@libsql/client'");
    });
    const { openDb } = await import("./index");
    const dataDir = mkdtempSync(path.join(tmpdir(), "no-sqlite-"));
    try {
      await expect(openDb({ dataDir })).rejects.toThrow(/^DATABASE_URL: not set, and this deployment has no SQLite driver/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
