import { getTranslations } from "next-intl/server";
import { EventsHubView } from "@/components/editorial/EventsHubView";
import { documentRoute } from "@/content/document-route";
import { getEvents } from "@/content/queries/events";

/**
 * Upcoming vs past is decided at render time against the server clock, and the page is
 * regenerated hourly, so an event moves to "past" at most an hour after it ends while the page
 * stays static (no client-side reshuffle, no layout shift).
 */
export const revalidate = 3600;

/** Events and webinars, upcoming then past. */
const route = documentRoute("events_hub", EventsHubView, {
  load: async ({ locale }) => {
    const [{ liveEvents, webinars }, t] = await Promise.all([getEvents(locale), getTranslations({ locale, namespace: "editorial" })]);
    return { liveEvents, webinars, t };
  },
});
export default route.Page;
export const generateMetadata = route.generateMetadata;
