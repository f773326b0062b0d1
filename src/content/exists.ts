import * as prismic from "@prismicio/client";
import { prismicLangs } from "@/routing/locales";
import type { RouteMatch } from "@/routing/routes";
import { createPrismicClient } from "./client";

const FOUND_TTL_MS = 5 * 60_000;
const MISSING_TTL_MS = 30_000;
const MAX_ENTRIES = 5_000;

const cache = new Map<string, { exists: boolean; expires: number }>();
let client: prismic.Client | undefined;

async function lookup(match: RouteMatch): Promise<boolean> {
  client ??= createPrismicClient();
  const lang = prismicLangs[match.locale];
  for (const type of match.route.types) {
    try {
      const document = match.route.singleton
        ? await client.getSingle(type, { lang })
        : await client.getByUID(type, match.params.uid!, { lang });
      if (match.route.id !== "page" || document.data.category === match.params.category) return true;
    } catch (error) {
      if (!(error instanceof prismic.NotFoundError)) throw error;
    }
  }
  return false;
}

/**
 * Whether the document a matched route would render exists, so the proxy can answer a missing
 * one with the 404 page and status (rendered on the server, unlike a page's own notFound()).
 * Results are kept briefly; when the content system can't be asked, the page decides.
 */
export async function routeDocumentExists(match: RouteMatch, now = Date.now()): Promise<boolean> {
  if (match.route.types.length === 0) return true;
  const key = `${match.route.id}|${match.locale}|${match.params.category ?? ""}|${match.params.uid ?? ""}`;
  const cached = cache.get(key);
  if (cached && cached.expires > now) return cached.exists;
  let exists: boolean;
  try {
    exists = await lookup(match);
  } catch {
    return true;
  }
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(key, { exists, expires: now + (exists ? FOUND_TTL_MS : MISSING_TTL_MS) });
  return exists;
}
