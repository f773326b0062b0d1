// The published event a course group registers to. Read from the content client directly, not through Next's data
// cache: the register-to-course Netlify Function reads it outside Next's server (src/server/netlify/function-bundles.test.ts).
import * as prismic from "@prismicio/client";
import type { LiveEventDocument, WebinarDocument } from "../../../prismicio-types";
import { createPrismicClient } from "@/content/client";
import { prismicLangs, type Locale } from "@/routing/locales";

const EVENT_TYPES = ["live_event", "webinar"] as const;

/** The live event or, failing that, the webinar whose course group is `groupId` in a language; null when neither. */
export async function findCourseGroupEvent(groupId: string, locale: Locale): Promise<LiveEventDocument | WebinarDocument | null> {
  const client = createPrismicClient<LiveEventDocument | WebinarDocument>();
  for (const type of EVENT_TYPES) {
    const document = await client
      .getFirst({ filters: [prismic.filter.at("document.type", type), prismic.filter.at(`my.${type}.course_group_id`, groupId)], lang: prismicLangs[locale] })
      .catch((error: unknown) => {
        if (error instanceof prismic.NotFoundError) return null;
        throw error;
      });
    if (document) return document;
  }
  return null;
}
