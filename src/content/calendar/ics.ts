import { icsLocalDate, vtimezone } from "./time-zone";

/** One event of a calendar file or link. Times are instants (ISO with offset); files carry them in the event's zone, else in UTC. */
export interface CalendarEvent {
  /** Stable across builds: the same event updates instead of duplicating in a calendar. */
  uid: string;
  title: string;
  description?: string;
  location?: string | null;
  /** Absolute URL of the event's page. */
  url: string;
  start: string;
  end: string;
  /** The IANA zone of an event held in person: its times go as local times with TZID; null or absent: UTC. */
  timeZone?: string | null;
  /** When the event's description last changed (DTSTAMP). */
  stamp: string;
}

/** 20261123T031500Z */
export function icsDate(iso: string): string {
  return new Date(iso).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/** RFC 5545 TEXT escaping: backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r\n|\r|\n/g, "\\n");
}

/** Folds a content line at 75 octets (never inside a UTF-8 sequence); continuation lines start with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** DTSTART/DTEND: the local time with its TZID for an event with a zone, else the UTC time. */
function icsTime(name: "DTSTART" | "DTEND", iso: string, timeZone: string | null | undefined): string {
  return timeZone ? `${name};TZID=${timeZone}:${icsLocalDate(iso, timeZone)}` : `${name}:${icsDate(iso)}`;
}

/** A complete VCALENDAR with one VEVENT (and the VTIMEZONE its TZID names), lines ending in CRLF. */
export function buildIcs(event: CalendarEvent, productId: string): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${productId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...(event.timeZone ? vtimezone(event.timeZone, event.start) : []),
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${icsDate(event.stamp)}`,
    icsTime("DTSTART", event.start, event.timeZone),
    icsTime("DTEND", event.end, event.timeZone),
    `SUMMARY:${escapeText(event.title)}`,
    event.description ? `DESCRIPTION:${escapeText(`${event.description}\n\n${event.url}`)}` : `DESCRIPTION:${escapeText(event.url)}`,
    event.location ? `LOCATION:${escapeText(event.location)}` : `LOCATION:${escapeText(event.url)}`,
    `URL:${event.url}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

/** Google Calendar's event template link (times in UTC; an event with a zone opens in that zone, `ctz`). */
export function googleCalendarUrl(event: CalendarEvent): string {
  const url = new URL("https://calendar.google.com/calendar/render");
  url.searchParams.set("action", "TEMPLATE");
  url.searchParams.set("text", event.title);
  url.searchParams.set("dates", `${icsDate(event.start)}/${icsDate(event.end)}`);
  url.searchParams.set("details", event.description ? `${event.description}\n\n${event.url}` : event.url);
  url.searchParams.set("location", event.location || event.url);
  if (event.timeZone) url.searchParams.set("ctz", event.timeZone);
  return url.toString();
}

/** Outlook on the web's compose link (ISO instants with their offset). */
export function outlookCalendarUrl(event: CalendarEvent): string {
  const url = new URL("https://outlook.live.com/calendar/0/deeplink/compose");
  url.searchParams.set("path", "/calendar/action/compose");
  url.searchParams.set("rru", "addevent");
  url.searchParams.set("subject", event.title);
  url.searchParams.set("startdt", new Date(event.start).toISOString());
  url.searchParams.set("enddt", new Date(event.end).toISOString());
  url.searchParams.set("body", event.description ? `${event.description}\n\n${event.url}` : event.url);
  url.searchParams.set("location", event.location || event.url);
  return url.toString();
}
