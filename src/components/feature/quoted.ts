import { defaultLocale, isLocale, localeTable } from "@/routing/locales";

/** Quote text in the locale's quotation marks, unless the content already brings its own. */
export function quoted(text: string, locale: string): string {
  const trimmed = text.trim();
  if (/^["“„«‘‚']/.test(trimmed)) return trimmed;
  const [open, close] = localeTable[isLocale(locale) ? locale : defaultLocale].quotes;
  return `${open}${trimmed}${close}`;
}
