import { siteUrl } from "@/config/site";
import { calendarEvent } from "@/content/calendar/event";
import { buildIcs } from "@/content/calendar/ics";
import { BRAND } from "@/content/metadata";
import { findCourseGroupEvent } from "@/content/queries/course-group-event";
import { liveEventSummary, webinarSummary } from "@/content/queries/event-summaries";
import { absoluteUrl } from "@/content/structured-data";
import type { Locale } from "@/routing/locales";
import type { RegisteredEvent } from "./messages";
import { logger } from "@/lib/log";

const log = logger("mail");

/**
 * The published event a registration's course group belongs to, with its calendar file: what the confirmation
 * mail says and attaches. Read from the content directly (no page cache: this also runs in a function outside
 * Next). Null for a course that is no event, or content that cannot be read now: the registration is never
 * held up by its mail.
 */
export async function registeredEvent(groupId: string, locale: Locale): Promise<RegisteredEvent | null> {
  try {
    const document = await findCourseGroupEvent(groupId, locale);
    if (!document) return null;
    const event = calendarEvent(document, siteUrl);
    if (!event) {
      const summary = document.type === "webinar" ? webinarSummary(document) : liveEventSummary(document);
      return { title: summary.title, url: absoluteUrl(siteUrl, summary.href), schedule: null };
    }
    return {
      title: event.title,
      url: event.url,
      schedule: {
        start: event.start,
        end: event.end,
        location: event.location ?? null,
        timeZone: event.timeZone ?? null,
        ics: buildIcs(event, `-//${BRAND}//Events//${locale.toUpperCase()}`),
        icsName: `${document.uid ?? "event"}.ics`,
      },
    };
  } catch (error) {
    log.error(`the event of course group ${groupId} could not be read; the confirmation goes without its calendar file`, { groupId, err: error });
  }
  return null;
}
