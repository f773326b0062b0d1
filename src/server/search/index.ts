import "server-only";
import type { PrismicDocument } from "@prismicio/client";
import { getEveryDocument } from "@/content/documents";
import type { SearchAnswer } from "@/lib/search";
import { SiteIndex, type SearchOptions } from "./engine";
import { toSearchEntry } from "./extract";

let built: { source: PrismicDocument[]; index: SiteIndex } | null = null;

/**
 * The index of the content the server currently holds. It is rebuilt when the content cache
 * hands back a new document list, i.e. after the Prismic webhook cleared it.
 */
export async function siteIndex(): Promise<SiteIndex> {
  const documents = await getEveryDocument();
  if (built?.source !== documents) {
    built = { source: documents, index: new SiteIndex(documents.flatMap((document) => toSearchEntry(document) ?? [])) };
  }
  return built.index;
}

export async function searchSite(q: string, options: SearchOptions): Promise<SearchAnswer> {
  return (await siteIndex()).search(q, options);
}
