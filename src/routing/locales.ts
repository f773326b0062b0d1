/** The site's three locales. English is the default and carries no path prefix. */
export const locales = ["en", "de", "fr"] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = "en";

/** Prismic document language codes. */
export const prismicLangs = { en: "en-us", de: "de-de", fr: "fr-fr" } as const satisfies Record<Locale, string>;

/** BCP 47 tags used for `<html lang>`, hreflang and og:locale (with `_`). */
export const htmlLangs = { en: "en-US", de: "de-DE", fr: "fr-FR" } as const satisfies Record<Locale, string>;

/** Path prefix per locale: none for English. */
export const localePrefixes = { en: "", de: "/de", fr: "/fr" } as const satisfies Record<Locale, string>;

/** The locale cookie remembers a visitor's language for a year. */
export const LOCALE_COOKIE = "i18n_redirected";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

export function localeFromPrismicLang(lang: string | undefined | null): Locale | null {
  const entry = Object.entries(prismicLangs).find(([, code]) => code === lang?.toLowerCase());
  return entry ? (entry[0] as Locale) : null;
}

export function ogLocale(locale: Locale): string {
  return htmlLangs[locale].replace("-", "_");
}

export interface PathInfo {
  locale: Locale;
  /** The path without its locale prefix, always starting and ending with `/`. */
  rest: string;
}

/** Splits a public path into its locale and the remainder. `/en/...` is not a public prefix. */
export function splitLocale(pathname: string): PathInfo {
  for (const locale of locales) {
    const prefix = localePrefixes[locale];
    if (!prefix) continue;
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      return { locale, rest: withTrailingSlash(pathname.slice(prefix.length) || "/") };
    }
  }
  return { locale: "en", rest: withTrailingSlash(pathname || "/") };
}

export function withTrailingSlash(path: string): string {
  return path.endsWith("/") ? path : `${path}/`;
}
