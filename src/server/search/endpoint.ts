import { z } from "zod";
import { endpoint, json } from "@/server/api/endpoint";
import { defaultLocale, locales } from "@/routing/locales";
import { searchSite } from "./index";

export const MAX_QUERY_CHARS = 200;
export const MAX_LIMIT = 50;

/** Query of GET /api/search: the text, the visitor's locale (ranked first), a page size and an offset. */
export const searchQuerySchema = z.object({
  q: z.string().max(MAX_QUERY_CHARS, "too_long").default(""),
  locale: z.enum(locales, { error: "invalid_value" }).default(defaultLocale),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, "invalid_value")
    .transform(Number)
    .pipe(z.number().int().min(1, "invalid_value").max(MAX_LIMIT, "invalid_value"))
    .default(8),
  offset: z
    .string()
    .regex(/^\d{1,5}$/, "invalid_value")
    .transform(Number)
    .default(0),
});

/**
 * GET /api/search?q=fuhrung&locale=de&limit=8&offset=0 → the matching pages of every type and
 * language, the visitor's language first, with highlighted titles and snippets as segments.
 * Answers are the same for every visitor, so CDNs and browsers may cache them briefly.
 */
export const siteSearchEndpoint = endpoint({
  method: "GET",
  query: searchQuerySchema,
  async handle({ query }) {
    const answer = await searchSite(query.q, { locale: query.locale, limit: query.limit, offset: query.offset });
    return json(answer, 200, { "cache-control": "public, max-age=60, s-maxage=300, stale-while-revalidate=3600" });
  },
});
