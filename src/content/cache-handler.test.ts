import fileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { describe, expect, it } from "vitest";
import SiteCacheHandler, { usesRedis } from "../../cache-handler.mjs";

describe("the site's cache handler", () => {
  it("uses Redis only at run time and only with REDIS_URL", () => {
    expect(usesRedis({})).toBe(false);
    expect(usesRedis({ REDIS_URL: "" })).toBe(false);
    expect(usesRedis({ REDIS_URL: "redis://127.0.0.1:6379", NEXT_PHASE: "phase-production-build" })).toBe(false);
    expect(usesRedis({ REDIS_URL: "redis://127.0.0.1:6379", NEXT_PHASE: "phase-production-server" })).toBe(true);
  });

  it("is Next's own file-system cache for one process", () => {
    const previous = process.env.REDIS_URL;
    delete process.env.REDIS_URL;
    try {
      const handler = new SiteCacheHandler({ serverDistDir: "/tmp/none", revalidatedTags: [] }) as unknown as { delegate: unknown };
      const FileSystemCache = (fileSystemCacheModule as { default?: unknown }).default ?? fileSystemCacheModule;
      expect(handler.delegate).toBeInstanceOf(FileSystemCache as new () => unknown);
    } finally {
      if (previous !== undefined) process.env.REDIS_URL = previous;
    }
  });
});
