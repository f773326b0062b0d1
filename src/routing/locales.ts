/** What the code knows of a locale: one row of the locale table. */
interface LocaleFacts {
  /** Path prefix (none for the default locale); Prismic's code of the language and its name in the repository's settings. */
  prefix: string;
  prismicLang: string;
  prismicName: string;
  /** BCP 47 tag: `<html lang>`, hreflang, og:locale (with `_`), and the locale Intl formats numbers, dates and plurals in. */
  htmlLang: string;
  /** The language in its own words (the language switcher); other languages name it through Intl (`languageName`). */
  name: string;
  /** Quotation marks around a quote the content gives bare. */
  quotes: readonly [string, string];
  /** The company a free trial's account gets when the visitor leaves it empty (spec section 3). */
  companyName: string;
  /** Search: word endings dropped (or replaced) while `keep` letters remain, so a plural finds its singular... */
  stemming: { keep: number; endings: Readonly<Record<string, string>> };
  /** ...and words (folded) a reader types for a page that says them otherwise. */
  synonyms: Readonly<Record<string, readonly string[]>>;
}

/**
 * THE locale table: every fact of a locale, one row each, the default (English) first. Every other table per locale
 * is a `Record<Locale, ...>` the compiler names when a row is added (README, "Adding a locale").
 */
const table = {
  en: {
    prefix: "", prismicLang: "en-us", prismicName: "English - United States", htmlLang: "en-US", name: "English",
    quotes: ["“", "”"], companyName: "My company", stemming: { keep: 3, endings: { ies: "y", s: "" } }, synonyms: {},
  },
  de: {
    prefix: "/de", prismicLang: "de-de", prismicName: "German - Germany", htmlLang: "de-DE", name: "Deutsch",
    quotes: ["„", "“"], companyName: "Mein Unternehmen", stemming: { keep: 4, endings: { en: "", es: "", e: "", s: "", n: "" } },
    synonyms: { partnerin: ["partner"], partnerinnen: ["partner"], veranstaltung: ["event"], webinare: ["webinar"] },
  },
  fr: {
    prefix: "/fr", prismicLang: "fr-fr", prismicName: "French - France", htmlLang: "fr-FR", name: "Français",
    quotes: ["« ", " »"], companyName: "Mon entreprise", stemming: { keep: 3, endings: { s: "", x: "" } },
    synonyms: { partner: ["partenaire"], partners: ["partenaire"], webinar: ["webinaire"], event: ["evenement"], events: ["evenement"] },
  },
} as const satisfies Record<string, LocaleFacts>;

export type Locale = keyof typeof table;
export const localeTable: Readonly<Record<Locale, LocaleFacts>> = table;
export const locales = Object.keys(table) as readonly Locale[];
export const defaultLocale: Locale = "en";

/** A table per locale, built from each locale (the compiler checks a hand-written one: `Record<Locale, ...>`). */
export const perLocale = <T>(value: (locale: Locale) => T) => Object.fromEntries(locales.map((locale) => [locale, value(locale)])) as Record<Locale, T>;
export const prismicLangs = perLocale((locale) => localeTable[locale].prismicLang);
export const htmlLangs = perLocale((locale) => localeTable[locale].htmlLang);
export const localePrefixes = perLocale((locale) => localeTable[locale].prefix);

export { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from "./locale-cookie";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

export function localeFromPrismicLang(lang: string | undefined | null): Locale | null {
  return locales.find((locale) => prismicLangs[locale] === lang?.toLowerCase()) ?? null;
}

export function ogLocale(locale: Locale): string {
  return htmlLangs[locale].replace("-", "_");
}

/** A locale's name in another's words ("Englisch" for a German reader, "anglais" for a French one) from Intl's data; capitalized to stand alone. */
export function languageName(locale: Locale, reader: Locale, capitalized = false): string {
  const name = new Intl.DisplayNames([htmlLangs[reader]], { type: "language" }).of(locale) ?? localeTable[locale].name;
  return capitalized ? name.charAt(0).toLocaleUpperCase(htmlLangs[reader]) + name.slice(1) : name;
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
  return { locale: defaultLocale, rest: withTrailingSlash(pathname || "/") };
}

export function withTrailingSlash(path: string): string {
  return path.endsWith("/") ? path : `${path}/`;
}
