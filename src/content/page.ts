import "server-only";
import type { Ordering, PrismicDocument } from "@prismicio/client";
import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import type { AllDocumentTypes } from "../../prismicio-types";
import { siteUrl } from "@/config/site";
import { linkResolver, routeForDocument } from "@/routing/link-resolver";
import { isLocale, localeFromPrismicLang, type Locale } from "@/routing/locales";
import { getRoute, isValidParam, type RouteDocumentType, type RouteId, type RouteParams } from "@/routing/routes";
import { documentPaths, type LocalePaths } from "./alternates";
import { withComputedCopy } from "./computed-copy";
import { findDocument, forEachDocumentPage, type DocumentOf, getDocumentByUID, getDocumentsByIDs, getSingleDocument } from "./documents";
import { feedLinks } from "./feeds/sources";
import { buildMetadata, documentDescription, documentTitle, generatedImagePath } from "./metadata";

export interface RouteParamsInput {
  locale: string;
  uid?: string;
  guideUid?: string;
  category?: string;
}

/** Validates the locale and sets it for the request; an unknown locale is not found. */
export function pageLocale(value: string): Locale {
  if (!isLocale(value)) notFound();
  setRequestLocale(value);
  return value;
}

/** Whether a document is of one of the types a route renders (narrows it to their generated types). */
export function isRouteDocument<Id extends RouteId>(document: AllDocumentTypes, routeId: Id): document is DocumentOf<RouteDocumentType<Id>> {
  return (getRoute(routeId).types as readonly string[]).includes(document.type);
}

/**
 * The document a route serves for these parameters, its computed copy filled in (`withComputedCopy`). Unknown
 * documents and failed parameter validation give not-found; a document reached at another route's path (a feature
 * page under the wrong category, a guide chapter under /blog/) redirects permanently to its own path.
 */
export async function loadRouteDocument<Id extends RouteId>(
  routeId: Id,
  input: RouteParamsInput,
  fetchLinks: string[] = [],
): Promise<DocumentOf<RouteDocumentType<Id>>> {
  const locale = pageLocale(input.locale);
  const route = getRoute(routeId);
  const params: RouteParams = { uid: input.uid, guideUid: input.guideUid, category: input.category };
  if (!route.singleton && !isValidParam(params.uid)) notFound();

  let document: AllDocumentTypes | null = null;
  for (const type of route.types) {
    document = await findDocument(() =>
      route.singleton ? getSingleDocument(type, locale, fetchLinks) : getDocumentByUID(type, params.uid!, locale, fetchLinks),
    );
    if (document) break;
  }
  if (!document || !isRouteDocument(document, routeId)) notFound();

  const resolved = routeForDocument(document);
  if (!resolved) notFound();
  const canonical = linkResolver(document);
  if (resolved.route.id !== route.id || (params.guideUid && resolved.params.guideUid !== params.guideUid)) {
    permanentRedirect(canonical);
  }
  if (route.id === "page" && resolved.params.category !== params.category) notFound();
  return withComputedCopy(document);
}

/** Public paths of the document in each of its languages (for hreflang and the language switcher). */
export function pagePaths(document: PrismicDocument): Promise<LocalePaths> {
  return documentPaths(document, getDocumentsByIDs);
}

/** The locale's default sharing image (spec 7: the default_sharing_thumbnail document), null when it cannot be read. */
async function defaultSharingImage(locale: Locale) {
  const document = await findDocument(() => getSingleDocument("default_sharing_thumbnail", locale)).catch(() => null);
  return document?.data.image ?? null;
}

/** Next.js metadata of a document page: canonical, hreflang, x-default, social card, robots; computed copy filled in. */
async function pageMetadata(stored: AllDocumentTypes, fallbackTitle?: string): Promise<Metadata> {
  const document = withComputedCopy(stored);
  const locale = localeFromPrismicLang(document.lang) ?? "en";
  const [paths, feeds, defaultImage] = await Promise.all([pagePaths(document), feedLinks(document, locale), defaultSharingImage(locale)]);
  // Spec 2: the document's sharing image, else its thumbnail, else the locale's default; a generated one only without that.
  const generatedImage = generatedImagePath(locale, document.id);
  return buildMetadata({ document, locale, paths, siteUrl, fallbackTitle, defaultImage, generatedImage, feeds });
}

/** Metadata for a route's document, or a not-found title when it does not exist. */
export async function routeMetadata(routeId: string, input: RouteParamsInput): Promise<Metadata> {
  if (!isLocale(input.locale)) return {};
  const route = getRoute(routeId);
  for (const type of route.types) {
    const document =
      route.singleton
        ? await findDocument(() => getSingleDocument(type, input.locale as Locale))
        : isValidParam(input.uid)
          ? await findDocument(() => getDocumentByUID(type, input.uid!, input.locale as Locale))
          : null;
    if (document) return pageMetadata(document);
  }
  return notFoundMetadata(input.locale);
}

/** Title and description of the 404 page of a locale (never indexed). */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const document = await findDocument(() => getSingleDocument("not_found_page", locale)).catch(() => null);
  return {
    title: { absolute: document ? documentTitle(document) : "404 | Quillio" },
    description: document ? documentDescription(document) || undefined : undefined,
    robots: { index: false, follow: false },
  };
}

/** Static parameters of a route for one locale: every document it serves there, or the first `mostRecent` in `orderings`. */
export async function routeStaticParams(
  routeId: string,
  locale: string,
  options: { mostRecent?: number; orderings?: Ordering[] } = {},
): Promise<Record<string, string>[]> {
  if (!isLocale(locale)) return [];
  const route = getRoute(routeId);
  if (route.singleton) return [{}];
  const params: Record<string, string>[] = [];
  for (const type of route.types) {
    let listed = 0;
    // Only the fields a path is built from: a page of parameters, not of documents' bodies.
    await forEachDocumentPage(type, locale, { orderings: options.orderings, fetch: [] }, (documents) => {
      for (const document of documents.slice(0, options.mostRecent === undefined ? undefined : options.mostRecent - listed)) {
        listed += 1;
        const resolved = routeForDocument(document);
        if (!resolved || resolved.route.id !== route.id) continue;
        const found = Object.fromEntries(Object.entries(resolved.params).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
        if (Object.values(found).every(isValidParam)) params.push(found);
      }
      // The long tail is rendered on its first request and cached from then on (ISR), like the prebuilt pages.
      return options.mostRecent === undefined || listed < options.mostRecent;
    });
  }
  return params;
}
