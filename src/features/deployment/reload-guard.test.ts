import { describe, expect, it } from "vitest";
import { canReload, isChunkLoadError, markReload, RELOAD_GUARD_MS } from "./reload-guard";

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe("reload guard", () => {
  it("reloads a path at most once per 10 seconds", () => {
    const storage = memoryStorage();
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(canReload("/blog/", storage, 1_000)).toBe(true);
    markReload("/blog/", storage, 1_000);
    expect(canReload("/blog/", storage, 10_999)).toBe(false);
    expect(canReload("/de/", storage, 2_000)).toBe(true);
    expect(canReload("/blog/", storage, 11_000)).toBe(true);
  });

  it("recognises chunk-load failures and nothing else", () => {
    const chunk = new Error("Loading chunk 123 failed.");
    chunk.name = "ChunkLoadError";
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /_next/x.js"))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
