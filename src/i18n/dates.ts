import type { Locale } from "@/routing/locales";
import { TIME_ZONE } from "./time-zone";

const longDates = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A date in the locale's long style (13 April 2026, 13. April 2026, 13 avril 2026) in the site's time zone: what
 * next-intl's `format.dateTime(date, { dateStyle: "long" })` writes with the request config (request.ts).
 */
export function longDate(iso: string, locale: Locale): string {
  let format = longDates.get(locale);
  if (!format) longDates.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: TIME_ZONE })));
  return format.format(new Date(iso));
}
