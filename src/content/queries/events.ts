import "server-only";
import type { LiveEventDocument, WebinarDocument } from "../../../prismicio-types";
import { findDocument, getAllDocuments, getDocumentByUID } from "@/content/documents";
import type { Locale } from "@/routing/locales";

/** Every live event and webinar of a locale (hidden ones included: a view decides what it lists). */
export async function getEvents(locale: Locale): Promise<{ liveEvents: LiveEventDocument[]; webinars: WebinarDocument[] }> {
  const [liveEvents, webinars] = await Promise.all([getAllDocuments("live_event", locale), getAllDocuments("webinar", locale)]);
  return { liveEvents, webinars };
}

/** The live event or, failing that, the webinar with a uid; null when there is neither. */
export async function findEvent(uid: string, locale: Locale): Promise<LiveEventDocument | WebinarDocument | null> {
  return (await findDocument(() => getDocumentByUID("live_event", uid, locale))) ?? (await findDocument(() => getDocumentByUID("webinar", uid, locale)));
}
