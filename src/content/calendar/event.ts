import type { LiveEventDocument, WebinarDocument } from "../../../prismicio-types";
import { liveEventSummary, webinarSummary } from "@/content/queries/event-summaries";
import { absoluteUrl } from "@/content/structured-data";
import type { CalendarEvent } from "./ics";

/** The calendar entry of a live event or webinar; null when it has no date or is on demand (nothing to attend). */
export function calendarEvent(document: LiveEventDocument | WebinarDocument, siteUrl: string): CalendarEvent | null {
  const summary = document.type === "webinar" ? webinarSummary(document) : liveEventSummary(document);
  if (!summary.start || summary.webinarType === "on_demand") return null;
  const end = summary.end && Date.parse(summary.end) > Date.parse(summary.start) ? summary.end : new Date(Date.parse(summary.start) + 60 * 60_000).toISOString();
  return {
    uid: `${document.id}-${document.lang}@${new URL(siteUrl).hostname}`,
    title: summary.title,
    description: summary.description || undefined,
    location: summary.location,
    url: absoluteUrl(siteUrl, summary.href),
    start: summary.start,
    end,
    timeZone: summary.timeZone,
    stamp: document.last_publication_date,
  };
}
