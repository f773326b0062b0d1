import Negotiator from "negotiator";

/** The viewer's locale for dates: the most wanted tag of Accept-Language (negotiator ranks by quality) that Intl knows, else English. */
export function viewerLocale(acceptLanguage: string | null): string {
  for (const tag of new Negotiator({ headers: { "accept-language": acceptLanguage ?? "" } }).languages()) {
    try {
      const [supported] = Intl.DateTimeFormat.supportedLocalesOf(tag);
      if (supported) return supported;
    } catch {
      // `*` or a malformed tag: try the next one.
    }
  }
  return "en";
}

/** A stored ISO time as the viewer reads dates (day, month, year and time, in UTC, which the page says). */
export function formatViewerDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(date);
}
