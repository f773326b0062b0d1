import { z } from "zod";
import { searchArticleCards } from "@/content/queries/articles";
import { locales } from "@/routing/locales";
import { UID_PATTERN } from "@/routing/routes";
import { json, endpoint } from "@/server/api/endpoint";

/** Query of GET /api/blog: a locale, a page from 1, an optional category uid and search text. */
export const blogQuerySchema = z.object({
  locale: z.enum(locales, { error: "invalid_value" }),
  page: z
    .string()
    .regex(/^[1-9]\d{0,4}$/, "invalid_value")
    .transform(Number)
    .default(1),
  category: z.string().max(200, "too_long").regex(UID_PATTERN, "invalid_value").optional(),
  q: z.string().max(200, "too_long").optional(),
});

/**
 * GET /api/blog?locale=en&page=2&category=onboarding&q=feedback → a page of article cards.
 * The blog home stays static: its first page is pre-rendered and this endpoint serves the rest.
 * Answers are the same for every visitor, so CDNs and browsers may cache them briefly.
 */
export const blogSearchEndpoint = endpoint({
  method: "GET",
  query: blogQuerySchema,
  async handle({ query }) {
    return json(await searchArticleCards(query.locale, query), 200, {
      "cache-control": "public, max-age=60, s-maxage=300, stale-while-revalidate=3600",
    });
  },
});
