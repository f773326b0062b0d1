import "server-only";
import { contentVersion, readEveryRoutableDocument } from "@/content/documents";
import type { SearchAnswer } from "@/lib/search";
import { loadKindWords, SiteIndex, type SearchOptions } from "./engine";
import { toSearchEntry, type SearchEntry } from "./extract";

let built: { version: string; index: Promise<SiteIndex> } | null = null;

/** The index of one version: a page of documents at a time, keeping what it extracted, never the documents. */
async function buildIndex(): Promise<SiteIndex> {
  const entries: SearchEntry[] = [];
  await readEveryRoutableDocument((documents) => {
    for (const document of documents) {
      const entry = toSearchEntry(document);
      if (entry) entries.push(entry);
    }
  });
  return new SiteIndex(entries, await loadKindWords());
}

/**
 * The index of the content at its current version (content-version.ts: the repository's ref, read at most every
 * 5 s), built again when the version changes: after a publication, an edit of the embedded content, or in draft
 * mode (the preview's ref). Within one version the documents cannot differ, so no request reads them again, and
 * requests arriving while it is built wait for the same one.
 */
export async function siteIndex(): Promise<SiteIndex> {
  const version = await contentVersion();
  if (built?.version !== version) {
    const index = buildIndex();
    built = { version, index };
    // A failed build is not kept: the next request tries again.
    index.catch(() => {
      if (built?.index === index) built = null;
    });
  }
  return built.index;
}

export async function searchSite(q: string, options: SearchOptions): Promise<SearchAnswer> {
  return (await siteIndex()).search(q, options);
}
