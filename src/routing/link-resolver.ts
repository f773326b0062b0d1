import type { Route } from "@prismicio/client";
import { localeFromPrismicLang, localePrefixes, locales, prismicLangs, type Locale } from "./locales";
import { buildPath, featureRoute, getRoute, NOT_FOUND_PATH, routes, routesForType, type RouteDefinition } from "./routes";

/** The parts of a Prismic document, or of a link to one, that decide its path. */
export interface ResolvableDocument {
  type?: string;
  uid?: string | null;
  lang?: string;
  isBroken?: boolean;
  data?: unknown;
}

/**
 * The one list of types whose path depends on their data, with the field it is built from (a linked document's uid
 * or a text): a feature page's and a generic page's category, an article's guide. `routeForDocument` reads these
 * fields; every content query fetches them with a document (`PATH_FETCH_LINKS`, src/content/path-fields.ts).
 */
export const PATH_FIELDS = { landing_page: "category", page: "category", blog_article: "guide" } as const;

/** Whether a type's path depends on its data (so a link alone, without the document's data, cannot resolve it). */
export function hasDataDependentPath(type: string): boolean {
  return Object.hasOwn(PATH_FIELDS, type);
}

/** The 404 path of a locale. */
export function notFoundPath(locale: Locale = "en"): string {
  return `${localePrefixes[locale]}${NOT_FOUND_PATH}`;
}

function linkedUid(value: unknown): string | undefined {
  if (value && typeof value === "object" && "uid" in value && typeof value.uid === "string") {
    const link = value as { uid: string; isBroken?: boolean };
    return link.isBroken ? undefined : link.uid;
  }
  return undefined;
}

function textValue(value: unknown): string | undefined {
  return typeof value === "string" && value.length > 0 ? value : undefined;
}

/** The route a document is served from, with its parameters. */
export function routeForDocument(doc: ResolvableDocument): { route: RouteDefinition; params: Record<string, string | undefined> } | null {
  if (!doc.type) return null;
  const data = (doc.data && typeof doc.data === "object" ? doc.data : {}) as Record<string, unknown>;
  const uid = doc.uid ?? undefined;
  switch (doc.type) {
    case "blog_article": {
      const guideUid = linkedUid(data.guide);
      return guideUid
        ? { route: getRoute("guide_article"), params: { guideUid, uid } }
        : { route: getRoute("blog_article"), params: { uid } };
    }
    case "landing_page":
      return { route: featureRoute(textValue(data.category)), params: { uid } };
    case "page":
      return { route: getRoute("page"), params: { category: textValue(data.category), uid } };
    default: {
      const [first] = routesForType(doc.type);
      if (!first) return null;
      return { route: first, params: first.singleton ? {} : { uid } };
    }
  }
}

/**
 * The link resolver: a document or document link to its public path.
 * Broken links, unknown types and documents missing a required parameter go to the 404 page.
 */
export function linkResolver(doc: ResolvableDocument): string {
  const locale = localeFromPrismicLang(doc.lang) ?? "en";
  if (doc.isBroken) return notFoundPath(locale);
  const resolved = routeForDocument(doc);
  if (!resolved) return notFoundPath(locale);
  return buildPath(resolved.route, locale, resolved.params) ?? notFoundPath(locale);
}

/**
 * Route definitions for the Content API's `routes` parameter, so that documents and
 * links come back with their `url`. Types whose path depends on their data (feature pages,
 * generic pages, articles in guides) are left to the link resolver.
 */
export function prismicRoutes(): Route[] {
  const seen = new Set<string>();
  const result: Route[] = [];
  for (const definition of routes) {
    for (const type of definition.types) {
      if (hasDataDependentPath(type) || seen.has(type)) continue;
      seen.add(type);
      for (const locale of locales) {
        result.push({ type, lang: prismicLangs[locale], path: definition.paths[locale] });
      }
    }
  }
  const article = getRoute("blog_article");
  for (const locale of locales) {
    result.push({ type: "blog_article", lang: prismicLangs[locale], path: article.paths[locale] });
  }
  return result;
}
