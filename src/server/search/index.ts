import "server-only";
import { contentVersion, getEveryDocument } from "@/content/documents";
import type { SearchAnswer } from "@/lib/search";
import { SiteIndex, type SearchOptions } from "./engine";
import { toSearchEntry } from "./extract";

let built: { version: string; index: SiteIndex } | null = null;

/**
 * The index of the content at its current version (content-version.ts: the repository's ref, read at most every
 * 5 s), built again when the version changes: after a publication, an edit of the embedded content, or in draft
 * mode (the preview's ref). Within one version the documents cannot differ, so no request reads them again.
 */
export async function siteIndex(): Promise<SiteIndex> {
  const version = await contentVersion();
  if (built?.version !== version) {
    const documents = await getEveryDocument();
    built = { version, index: new SiteIndex(documents.flatMap((document) => toSearchEntry(document) ?? [])) };
  }
  return built.index;
}

export async function searchSite(q: string, options: SearchOptions): Promise<SearchAnswer> {
  return (await siteIndex()).search(q, options);
}
