import { afterEach, describe, expect, it, vi } from "vitest";

/** Next's data cache, in memory and never expiring (as `.next/cache` kept from one build to the next). */
const dataCache = vi.hoisted(() => ({
  entries: new Map<string, unknown>(),
  options: [] as { keyParts: string[]; revalidate?: number; tags: string[] }[],
}));

vi.mock("next/cache", () => ({
  unstable_cache:
    <T,>(load: () => Promise<T>, keyParts: string[], options: { tags: string[]; revalidate?: number }) =>
    async () => {
      dataCache.options.push({ keyParts, ...options });
      const key = keyParts.join("|");
      if (dataCache.entries.has(key)) return dataCache.entries.get(key) as T;
      const value = await load();
      dataCache.entries.set(key, value);
      return value;
    },
}));

const { taggedQuery } = await import("./data-cache");

describe("the tagged content cache", () => {
  afterEach(() => {
    dataCache.entries.clear();
    dataCache.options.length = 0;
    vi.unstubAllEnvs();
  });

  it("keys every answer with the content version: another version never gets it, the same version does", async () => {
    expect(await taggedQuery("ref-1", "uid:blog_article:en-us:a", ["prismic"], async () => "old title")).toBe("old title");
    expect(await taggedQuery("ref-1", "uid:blog_article:en-us:a", ["prismic"], async () => "never read")).toBe("old title");
    expect(await taggedQuery("ref-2", "uid:blog_article:en-us:a", ["prismic"], async () => "new title")).toBe("new title");
    expect(dataCache.options.map((call) => call.keyParts)).toEqual([
      ["content", "ref-1", "uid:blog_article:en-us:a"],
      ["content", "ref-1", "uid:blog_article:en-us:a"],
      ["content", "ref-2", "uid:blog_article:en-us:a"],
    ]);
  });

  it("reads every answer again after CONTENT_REVALIDATE_SECONDS, an hour by default, so no page outlives it without a webhook", async () => {
    await taggedQuery("ref-1", "everything", ["prismic", "prismic:every"], async () => []);
    vi.stubEnv("CONTENT_REVALIDATE_SECONDS", "120");
    await taggedQuery("ref-1", "single:navbar:en-us:", ["prismic"], async () => ({}));
    vi.stubEnv("CONTENT_REVALIDATE_SECONDS", "");
    await taggedQuery("ref-1", "single:footer:en-us:", ["prismic"], async () => ({}));
    expect(dataCache.options.map((call) => call.revalidate)).toEqual([3600, 120, 3600]);
    expect(dataCache.options[0].tags).toEqual(["prismic", "prismic:every"]);
  });

  it("refuses an interval that is not a whole number of seconds from 1 to a day, naming the variable", async () => {
    for (const value of ["0", "-5", "1.5", "soon", "86401"]) {
      vi.stubEnv("CONTENT_REVALIDATE_SECONDS", value);
      expect(() => taggedQuery("ref-1", `bad:${value}`, ["prismic"], async () => null), value).toThrow(/CONTENT_REVALIDATE_SECONDS/);
    }
  });
});
