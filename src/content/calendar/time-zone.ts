/**
 * An event's own time zone (a live event's `time_zone`, an IANA name): its local time as pages and mails say it
 * ("Thursday, June 10, 2027, 6:00 – 9:00 PM CEST", "Donnerstag, 10. Juni 2027, 18:00–21:00 Uhr MESZ") and as calendar
 * files carry it (TZID with its VTIMEZONE). Intl alone, no zone database of our own: a browser, Node and Netlify's
 * functions agree. Events without a zone (online) are told in UTC and in each visitor's own time.
 */

/** The IANA zone a document names, when Intl knows it; null for an empty or unknown name (the event is then told in UTC). */
export function validTimeZone(value: unknown): string | null {
  if (typeof value !== "string" || !value.trim() || value.trim().length > 64) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: value.trim() }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** A zone's offset east of UTC at an instant, in minutes ("GMT+05:30" as ICU writes it, "GMT" for zero). */
export function zoneOffset(timeZone: string, at: Date): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
    offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(at).find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
  return match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

const zoneName = (locale: string, timeZone: string, at: Date, style: "short" | "long") =>
  new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style }).formatToParts(at).find((part) => part.type === "timeZoneName")?.value ?? "";
/** "GMT+2", "UTC+1": what ICU writes where a language has no abbreviation for the zone. */
const isOffsetName = (name: string) => /^(?:GMT|UTC)[+-−]/.test(name) || name === "UTC" || !name;

/**
 * The zone's name at an instant, as readers of the language know it: an abbreviation when the language has one
 * ("MESZ" in German; English readers of the US locale get the British one, "CEST", "BST"), else its long name in
 * parentheses ("(heure d’été d’Europe centrale)").
 */
export function zoneLabel(locale: string, timeZone: string, at: Date): string {
  const own = zoneName(locale, timeZone, at, "short");
  if (!isOffsetName(own)) return own;
  if (locale.startsWith("en")) {
    const british = zoneName("en-GB", timeZone, at, "short");
    if (!isOffsetName(british)) return british;
  }
  return `(${zoneName(locale, timeZone, at, "long")})`;
}

/** The event's date and time in its zone, with the zone's name: the start, or the span when the end is later. */
export function formatInZone(locale: string, timeZone: string, startIso: string, endIso?: string | null): string {
  const start = new Date(startIso);
  const end = endIso ? new Date(endIso) : null;
  const format = new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "short", timeZone });
  const text = end && end.getTime() > start.getTime() ? format.formatRange(start, end) : format.format(start);
  return `${text} ${zoneLabel(locale, timeZone, start)}`;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** An instant as the wall clock `offset` minutes east of UTC shows it, as an iCalendar local date-time (20270610T180000). */
function wallClock(at: number, offset: number): string {
  const local = new Date(at + offset * 60_000);
  return `${local.getUTCFullYear()}${pad(local.getUTCMonth() + 1)}${pad(local.getUTCDate())}T${pad(local.getUTCHours())}${pad(local.getUTCMinutes())}${pad(local.getUTCSeconds())}`;
}

/** The wall-clock time in the zone as an iCalendar local date-time, 20270610T180000. */
export function icsLocalDate(iso: string, timeZone: string): string {
  const at = new Date(iso);
  return wallClock(at.getTime(), zoneOffset(timeZone, at));
}

const icsOffset = (minutes: number) => `${minutes < 0 ? "-" : "+"}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;

/** The instants in [from, to) at which the zone's offset changes, to the minute. */
function transitions(timeZone: string, from: number, to: number): number[] {
  const found: number[] = [];
  const step = 24 * 60 * 60_000;
  for (let day = from; day < to; day += step) {
    const next = Math.min(day + step, to);
    if (zoneOffset(timeZone, new Date(day)) === zoneOffset(timeZone, new Date(next))) continue;
    let low = day;
    let high = next;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (zoneOffset(timeZone, new Date(middle)) === zoneOffset(timeZone, new Date(low))) low = middle;
      else high = middle;
    }
    found.push(high);
  }
  return found;
}

/**
 * The VTIMEZONE of a zone around an event (RFC 5545 3.6.5): the offset in force from the year before the event to the
 * year after, each change an observance (DAYLIGHT when it moves the clock ahead of the period's lowest offset).
 */
export function vtimezone(timeZone: string, aroundIso: string): string[] {
  const year = new Date(aroundIso).getUTCFullYear();
  const from = Date.UTC(year - 1, 0, 1);
  const to = Date.UTC(year + 2, 0, 1);
  const changes = transitions(timeZone, from, to);
  const offsets = [from, ...changes].map((at) => zoneOffset(timeZone, new Date(at)));
  const lowest = Math.min(...offsets);
  const observance = (at: number, before: number, after: number, first: boolean) => {
    const kind = after > lowest ? "DAYLIGHT" : "STANDARD";
    // DTSTART is the wall-clock time before the change (the first observance covers everything before).
    const start = first ? "19700101T000000" : wallClock(at, before);
    return [
      `BEGIN:${kind}`,
      `DTSTART:${start}`,
      `TZOFFSETFROM:${icsOffset(before)}`,
      `TZOFFSETTO:${icsOffset(after)}`,
      `TZNAME:${zoneName("en-GB", timeZone, new Date(at), "short").replace(/[,;\\]/g, "")}`,
      `END:${kind}`,
    ];
  };
  return [
    "BEGIN:VTIMEZONE",
    `TZID:${timeZone}`,
    ...observance(from, offsets[0], offsets[0], true),
    ...changes.flatMap((at, index) => observance(at, offsets[index], offsets[index + 1], false)),
    "END:VTIMEZONE",
  ];
}
