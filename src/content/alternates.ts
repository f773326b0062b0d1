import type { PrismicDocument } from "@prismicio/client";
import { hasDataDependentPath, linkResolver, routeForDocument } from "@/routing/link-resolver";
import { localeFromPrismicLang, type Locale } from "@/routing/locales";
import { NOT_FOUND_PATH } from "@/routing/routes";

export type LocalePaths = Partial<Record<Locale, string>>;

function resolvable(path: string): boolean {
  return !path.endsWith(NOT_FOUND_PATH);
}

/**
 * The public path of a document in each language it exists in, itself included.
 * `lookup` returns the full alternate documents for types whose path depends on data.
 */
export async function documentPaths(
  document: PrismicDocument,
  lookup: (ids: string[]) => Promise<PrismicDocument[]>,
): Promise<LocalePaths> {
  const paths: LocalePaths = {};
  const own = localeFromPrismicLang(document.lang);
  const ownPath = linkResolver(document);
  if (own && resolvable(ownPath)) paths[own] = ownPath;

  const alternates = document.alternate_languages ?? [];
  const needData = hasDataDependentPath(document.type);
  const full = needData ? await lookup(alternates.map((alt) => alt.id)) : [];
  for (const alternate of alternates) {
    const locale = localeFromPrismicLang(alternate.lang);
    if (!locale) continue;
    const source = needData ? full.find((doc) => doc.id === alternate.id) : { ...alternate, data: {} };
    if (!source || !routeForDocument(source)) continue;
    const path = linkResolver(source);
    if (resolvable(path)) paths[locale] = path;
  }
  return paths;
}
