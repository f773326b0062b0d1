import { zoneOffset } from "@/content/calendar/time-zone";

/**
 * An event's date and time as text, for every wall clock a visitor can have, formatted on the server. A browser's
 * first Intl formatter loads its ICU data: 15-40 ms of one task on a desktop, several times that on a phone, at
 * hydration. The browser only reads its UTC offsets (`Date#getTimezoneOffset`, no Intl) and picks the text.
 */

const style: Intl.DateTimeFormatOptions = { dateStyle: "full", timeStyle: "short" };

export interface EventTimeTexts {
  /** The time in UTC: the page's text until the browser knows its offsets, and where it has none of these. */
  utc: string;
  /** The text for a wall clock whose offsets east of UTC, in minutes, at the start and the end are `offsetKey`'s. */
  local: Record<string, string>;
}

/** "Thursday, 16 September 2027, 08:30 – 17:00": the start, or the span when the end is later. */
function formatSpan(format: Intl.DateTimeFormat, start: Date, end: Date | null): string {
  return end && end.getTime() > start.getTime() ? format.formatRange(start, end) : format.format(start);
}

/** Offsets east of UTC in minutes, "120/120": the key of `local` for a start (and end) instant. */
export function offsetKey(startEast: number, endEast: number): string {
  return `${startEast}/${endEast}`;
}

/** "UTC+02:00", "UTC-03:30": an offset east of UTC in minutes, as the time-zone note names it. */
export function offsetLabel(east: number): string {
  const minutes = Math.abs(east);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `UTC${east < 0 ? "-" : "+"}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * The text a wall clock with these offsets east of UTC (at the start and the end) shows, and its offset's name;
 * null for a clock on UTC (the UTC text is its text) or at offsets no zone has.
 */
export function localTime(texts: EventTimeTexts, startEast: number, endEast: number): { text: string; zone: string } | null {
  const text = texts.local[offsetKey(startEast, endEast)];
  return text && (startEast !== 0 || endEast !== 0) ? { text, zone: offsetLabel(startEast) } : null;
}

/** Every zone the server's ICU knows; "UTC" stands in for them where Intl cannot list them. */
function zones(): readonly string[] {
  return typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : ["UTC"];
}

/**
 * The texts of an event's date for each pair of start and end offsets some time zone has at those instants
 * (about forty), each formatted in one zone with those offsets: a date's text depends only on the wall clock.
 */
export function eventTimeTexts(locale: string, iso: string, endIso?: string | null): EventTimeTexts {
  const start = new Date(iso);
  const end = endIso ? new Date(endIso) : null;
  const span = end && end.getTime() > start.getTime() ? end : null;
  const local: Record<string, string> = {};
  for (const timeZone of zones()) {
    const startEast = zoneOffset(timeZone, start);
    const key = offsetKey(startEast, span ? zoneOffset(timeZone, span) : startEast);
    local[key] ??= formatSpan(new Intl.DateTimeFormat(locale, { ...style, timeZone }), start, span);
  }
  return { utc: formatSpan(new Intl.DateTimeFormat(locale, { ...style, timeZone: "UTC" }), start, span), local };
}

/** An event is over once its end (see `EventSummary.end`) has passed; one without a date never ends. */
export function hasEnded(endIso: string | null, now: number): boolean {
  return endIso !== null && Date.parse(endIso) <= now;
}
