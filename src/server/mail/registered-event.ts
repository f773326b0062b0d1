import * as prismic from "@prismicio/client";
import type { LiveEventDocument, WebinarDocument } from "../../../prismicio-types";
import { siteUrl } from "@/config/site";
import { calendarEvent } from "@/content/calendar/event";
import { buildIcs } from "@/content/calendar/ics";
import { createPrismicClient } from "@/content/client";
import { BRAND } from "@/content/metadata";
import { liveEventSummary, webinarSummary } from "@/content/queries/event-summaries";
import { absoluteUrl } from "@/content/structured-data";
import { prismicLangs, type Locale } from "@/routing/locales";
import type { RegisteredEvent } from "./messages";

const EVENT_TYPES = ["live_event", "webinar"] as const;

/**
 * The published event a registration's course group belongs to, with its calendar file: what the confirmation
 * mail says and attaches. Read from the content directly (no page cache: this also runs in a function outside
 * Next). Null for a course that is no event, or content that cannot be read now: the registration is never
 * held up by its mail.
 */
export async function registeredEvent(groupId: string, locale: Locale): Promise<RegisteredEvent | null> {
  try {
    const client = createPrismicClient<LiveEventDocument | WebinarDocument>();
    for (const type of EVENT_TYPES) {
      const document = await client.getFirst({ filters: [prismic.filter.at("document.type", type), prismic.filter.at(`my.${type}.course_group_id`, groupId)], lang: prismicLangs[locale] }).catch((error: unknown) => {
        if (error instanceof prismic.NotFoundError) return null;
        throw error;
      });
      if (!document) continue;
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
          ics: buildIcs(event, `-//${BRAND}//Events//${locale.toUpperCase()}`),
          icsName: `${document.uid ?? "event"}.ics`,
        },
      };
    }
  } catch (error) {
    console.error(`[mail] the event of course group ${groupId} could not be read; the confirmation goes without its calendar file`, error);
  }
  return null;
}
