import { getTranslations } from "next-intl/server";
import { EventsHubView } from "@/components/editorial/EventsHubView";
import { loadRouteDocument, pageLocale, pagePaths, routeMetadata } from "@/content/page";
import { getEvents } from "@/content/queries/events";

/**
 * Upcoming vs past is decided at render time against the server clock, and the page is
 * regenerated hourly, so an event moves to "past" at most an hour after it ends while the page
 * stays static (no client-side reshuffle, no layout shift).
 */
export const revalidate = 3600;

/** Events and webinars, upcoming then past. */
export default async function EventsHubPage({ params }: PageProps<"/[locale]/events_hub">) {
  const input = await params;
  const locale = pageLocale(input.locale);
  const hub = await loadRouteDocument("events_hub", input);
  const [{ liveEvents, webinars }, alternates, t] = await Promise.all([
    getEvents(locale),
    pagePaths(hub),
    getTranslations({ locale, namespace: "editorial" }),
  ]);
  return <EventsHubView hub={hub} locale={locale} alternates={alternates} liveEvents={liveEvents} webinars={webinars} t={t} />;
}

export async function generateMetadata({ params }: PageProps<"/[locale]/events_hub">) {
  return routeMetadata("events_hub", await params);
}
