import * as prismic from "@prismicio/client";
import type { Metadata } from "next";
import { BRAND } from "@/lib/brand";
import { htmlLangs, locales, ogLocale, type Locale } from "@/routing/locales";

export { BRAND };

/** Social type `article` for these document types (blog articles and customer case studies), `website` otherwise. */
export const ARTICLE_TYPES: ReadonlySet<string> = new Set(["blog_article", "case_study"]);
/** Never indexed, whatever its `is_hidden` flag says: internal test pages. */
export const EXCLUDED_TYPES: ReadonlySet<string> = new Set(["test_page"]);

export interface MetadataDocument {
  type: string;
  data: Record<string, unknown>;
}

export interface MetadataInput {
  document: MetadataDocument;
  locale: Locale;
  /** Public path of the document in each language it exists in (its own locale included). */
  paths: Partial<Record<Locale, string>>;
  siteUrl: string;
  /** The default sharing image of the locale (from the default_sharing_thumbnail document). */
  defaultImage?: prismic.ImageField | null;
  /** Used when the document has no title of its own. */
  fallbackTitle?: string;
  /** Path of the image generated for this document (title, type, brand): the last resort, when the locale has no default. */
  generatedImage?: string;
  /** Feeds the page announces (`<link rel="alternate">`): absolute or site-relative URL → title. */
  feeds?: { rss?: Record<string, string>; atom?: Record<string, string> };
}

/** Size of the generated sharing image. */
export const GENERATED_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Plain text of a Key Text, Title or Rich Text field. */
export function fieldText(value: unknown): string {
  if (typeof value === "string") return value.trim();
  if (Array.isArray(value)) return prismic.asText(value as prismic.RichTextField).trim();
  return "";
}

function isFilledImage(value: unknown): value is prismic.FilledImageFieldImage {
  return !!value && typeof value === "object" && typeof (value as { url?: unknown }).url === "string" && !!(value as { url: string }).url;
}

function isSvg(image: prismic.FilledImageFieldImage): boolean {
  const url = image.url.split("?")[0].toLowerCase();
  return url.endsWith(".svg") || /[?&](fm|format)=svg/.test(image.url);
}

/** Sharing thumbnail, else thumbnail (SVG skipped: social networks don't render it), else the locale's default. */
export function socialImage(
  data: Record<string, unknown>,
  defaultImage?: prismic.ImageField | null,
): prismic.FilledImageFieldImage | null {
  const candidates = [data.social_sharing_thumbnail, data.thumbnail].filter(isFilledImage);
  const own = candidates.find((image) => !isSvg(image));
  if (own) return own;
  return isFilledImage(defaultImage) ? defaultImage : null;
}

/** x-default: the English version when there is one, else the only (or first) one. */
export function xDefaultLocale(paths: Partial<Record<Locale, string>>): Locale | null {
  if (paths.en) return "en";
  return locales.find((locale) => paths[locale]) ?? null;
}

export function documentTitle(document: MetadataDocument, fallback = BRAND): string {
  const title = fieldText(document.data.meta_title) || fieldText(document.data.title) || fallback;
  return title.includes(BRAND) ? title : `${title} | ${BRAND}`;
}

export function documentDescription(document: MetadataDocument): string {
  return (
    fieldText(document.data.meta_description) ||
    fieldText(document.data.description) ||
    fieldText(document.data.subtitle) ||
    ""
  );
}

/** The sharing image generated for a document without one of its own (src/app/api/og). */
export function generatedImagePath(locale: Locale, documentId: string): string {
  return `/api/og/${locale}/${encodeURIComponent(documentId)}`;
}

function titled(links: Record<string, string>): { url: string; title: string }[] {
  return Object.entries(links).map(([url, title]) => ({ url, title }));
}

function imageEntry(image: prismic.FilledImageFieldImage | { url: string; width: number; height: number; alt: string }, title: string) {
  return "dimensions" in image
    ? { url: image.url, width: image.dimensions.width, height: image.dimensions.height, alt: image.alt ?? title }
    : { url: image.url, width: image.width, height: image.height, alt: image.alt };
}

function absolute(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).toString();
}

/** The one place page metadata is built: canonical, hreflang, social card, robots. */
export function buildMetadata({ document, locale, paths, siteUrl, defaultImage, fallbackTitle, generatedImage, feeds }: MetadataInput): Metadata {
  const title = documentTitle(document, fallbackTitle);
  const description = documentDescription(document);
  const ownPath = paths[locale];
  const canonical = ownPath ? absolute(siteUrl, ownPath) : undefined;
  const languages: Record<string, string> = {};
  for (const alt of locales) {
    const path = paths[alt];
    if (path) languages[htmlLangs[alt]] = absolute(siteUrl, path);
  }
  const xDefault = xDefaultLocale(paths);
  if (xDefault) languages["x-default"] = absolute(siteUrl, paths[xDefault]!);
  const chosen = socialImage(document.data, defaultImage);
  const image = chosen ?? (generatedImage ? { url: absolute(siteUrl, generatedImage), ...GENERATED_IMAGE_SIZE, alt: title } : null);
  const hidden = document.data.is_hidden === true || EXCLUDED_TYPES.has(document.type);

  return {
    metadataBase: new URL(siteUrl),
    title: { absolute: title },
    description: description || undefined,
    alternates: {
      canonical,
      languages,
      types: feeds ? { ...(feeds.rss ? { "application/rss+xml": titled(feeds.rss) } : {}), ...(feeds.atom ? { "application/atom+xml": titled(feeds.atom) } : {}) } : undefined,
    },
    robots: hidden ? { index: false, follow: false } : { index: true, follow: true },
    openGraph: {
      type: ARTICLE_TYPES.has(document.type) ? "article" : "website",
      siteName: BRAND,
      title,
      description: description || undefined,
      url: canonical,
      locale: ogLocale(locale),
      alternateLocale: locales.filter((alt) => alt !== locale && paths[alt]).map(ogLocale),
      images: image ? [imageEntry(image, title)] : undefined,
    },
    twitter: {
      card: image ? "summary_large_image" : "summary",
      title,
      description: description || undefined,
      images: image ? [image.url] : undefined,
    },
  };
}
