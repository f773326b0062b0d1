// What an event card, a feed, a calendar file and a registration mail know of a live event or a webinar: plain
// shapers of a document, with no content client, cache or Next module, so a Netlify Function (register-to-course,
// which names the event in its mail) can use them outside Next's server. The queries are in ./events.ts.
import * as prismic from "@prismicio/client";
import type { LiveEventDocument, WebinarDocument } from "../../../prismicio-types";
import { validTimeZone } from "@/content/calendar/time-zone";
import { linkResolver } from "@/routing/link-resolver";

/** An event card's data: a live event or a webinar, plain and serializable for the client. */
export interface EventSummary {
  id: string;
  kind: "live_event" | "webinar";
  /** Webinars: live or on demand. */
  webinarType: "live" | "on_demand" | null;
  href: string;
  title: string;
  description: string;
  /** ISO start; null when the document has none. */
  start: string | null;
  /** ISO end: the live event's end date, or the webinar's start plus its duration. */
  end: string | null;
  location: string | null;
  /** The IANA zone of an event held in person (its local time is the one to tell); null for an online one. */
  timeZone: string | null;
  thumbnail: prismic.ImageField | null;
}

function iso(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function liveEventSummary(event: LiveEventDocument): EventSummary {
  const start = iso(event.data.date);
  return {
    id: event.id,
    kind: "live_event",
    webinarType: null,
    href: linkResolver(event),
    title: event.data.title ?? "",
    description: prismic.asText(event.data.description),
    start,
    end: iso(event.data.end_date) ?? start,
    location: event.data.location || null,
    timeZone: validTimeZone(event.data.time_zone),
    thumbnail: prismic.isFilled.image(event.data.thumbnail) ? event.data.thumbnail : null,
  };
}

export function webinarSummary(webinar: WebinarDocument): EventSummary {
  const start = iso(webinar.data.datetime);
  const minutes = typeof webinar.data.duration === "number" && webinar.data.duration > 0 ? webinar.data.duration : 0;
  return {
    id: webinar.id,
    kind: "webinar",
    webinarType: webinar.data.type ?? null,
    href: linkResolver(webinar),
    title: webinar.data.title ?? "",
    description: prismic.asText(webinar.data.description),
    start,
    end: start ? new Date(new Date(start).getTime() + minutes * 60_000).toISOString() : null,
    location: null,
    timeZone: null,
    thumbnail: prismic.isFilled.image(webinar.data.default_thumbnail) ? webinar.data.default_thumbnail : null,
  };
}

/**
 * Upcoming events (not yet over, soonest first) and past ones (most recent first). An on-demand
 * webinar is always a replay, and an event without a date is past: it cannot be attended.
 */
export function splitEvents(events: readonly EventSummary[], now: Date): { upcoming: EventSummary[]; past: EventSummary[] } {
  const time = now.getTime();
  const isUpcoming = (event: EventSummary) =>
    event.webinarType !== "on_demand" && event.end !== null && new Date(event.end).getTime() > time;
  const upcoming = events.filter(isUpcoming).sort((a, b) => (a.start ?? "").localeCompare(b.start ?? ""));
  const past = events.filter((event) => !isUpcoming(event)).sort((a, b) => (b.start ?? "").localeCompare(a.start ?? ""));
  return { upcoming, past };
}
