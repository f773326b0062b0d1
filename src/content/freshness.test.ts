import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";

/** Next's data cache, in memory and never expiring by itself: what a running server or a kept `.next/cache` holds. */
const dataCache = vi.hoisted(() => ({ entries: new Map<string, unknown>(), loads: [] as string[] }));

vi.mock("next/cache", () => ({
  unstable_cache:
    <T,>(load: () => Promise<T>, keyParts: string[]) =>
    async () => {
      const key = keyParts.join("|");
      if (dataCache.entries.has(key)) return structuredClone(dataCache.entries.get(key)) as T;
      dataCache.loads.push(key);
      const value = await load();
      dataCache.entries.set(key, structuredClone(value));
      return value;
    },
}));

// The embedded repository over a copy of content/ this test edits (and a process of its own: no repository, no
// version read before).
const folder = mkdtempSync(path.join(tmpdir(), "content-freshness-"));
cpSync("content/documents", path.join(folder, "documents"), { recursive: true });
cpSync("content/repository.json", path.join(folder, "repository.json"));
vi.stubEnv("CONTENT_DIR", folder);
for (const key of ["quillio.embeddedPrismicRepository", "quillio.content-version"]) delete (globalThis as Record<symbol, unknown>)[Symbol.for(key)];
vi.useFakeTimers({ now: Date.parse("2026-12-01T09:00:00Z"), toFake: ["Date"] });

const { getAllDocuments, getDocumentByUID } = await import("./documents");
const { forgetContentTables } = await import("./publication");
const { searchSite } = await import("@/server/search/index");

const FILE = path.join(folder, "documents", "blog_article", "employee-onboarding-checklist.json");
const UID = "employee-onboarding-checklist";

function retitle(title: string): void {
  const documents = JSON.parse(readFileSync(FILE, "utf8")) as { lang: string; data: { title: string } }[];
  documents.find((document) => document.lang === "en-us")!.data.title = title;
  writeFileSync(FILE, JSON.stringify(documents, null, 2));
}

async function seen() {
  const page = (await getDocumentByUID("blog_article", UID, "en")).data.title;
  const listing = (await getAllDocuments("blog_article", "en")).find((document) => document.uid === UID)?.data.title;
  const search = (await searchSite("onboarding checklist", { locale: "en", limit: 50, offset: 0 })).results.find((result) => result.path === `/blog/${UID}/`);
  return { page, listing, search: search?.title.map((segment) => segment.text).join("") };
}

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  rmSync(folder, { recursive: true, force: true });
});

describe("content freshness without the webhook", () => {
  it("an edited title reaches the page, the listing and search within 5 s, under a new version, while the old answers stay cached", async () => {
    const before = await seen();
    expect(before.page).toMatch(/^The employee onboarding checklist/);
    expect(before).toEqual({ page: before.page, listing: before.page, search: before.page });

    retitle("Onboarding checklist, edited on disk");
    // Within the 5 s a Prismic client also trusts its ref for: the version (and every answer) as before.
    vi.advanceTimersByTime(4_000);
    expect(await seen()).toEqual(before);

    vi.advanceTimersByTime(1_000);
    dataCache.loads.length = 0;
    expect(await seen()).toEqual({ page: "Onboarding checklist, edited on disk", listing: "Onboarding checklist, edited on disk", search: "Onboarding checklist, edited on disk" });
    // Read afresh under the new version: the entries of the old one are still there, and never served for it.
    const versions = new Set([...dataCache.entries.keys()].map((key) => key.split("|")[1]));
    expect(versions.size).toBe(2);
    // (Search reads the documents a page at a time past the cache: its index is built once per version.)
    expect(dataCache.loads.map((key) => key.split("|")[2])).toEqual(expect.arrayContaining([`uid:blog_article:en-us:${UID}:`, expect.stringMatching(/^page:blog_article:en-us:/)]));
  });

  it("the webhook stays the fast path: after a publication the next query reads the new version at once", async () => {
    vi.advanceTimersByTime(5_000);
    await seen();
    retitle("Onboarding checklist, published");
    // No time passes: what the webhook does (re-read the files, forget the tables and the version) is enough.
    await forgetContentTables();
    expect(await seen()).toEqual({ page: "Onboarding checklist, published", listing: "Onboarding checklist, published", search: "Onboarding checklist, published" });
  });
});
