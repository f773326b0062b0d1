import { getTranslations } from "next-intl/server";
import { EventCard } from "@/components/editorial/EventCard";
import { liveEventSummary, splitEvents, webinarSummary, type EventSummary } from "@/components/editorial/events";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { RichText } from "@/components/rich-text/RichText";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import { getAllDocuments } from "@/content/documents";
import { loadRouteDocument, pageLocale, pagePaths, routeMetadata } from "@/content/page";

/**
 * Upcoming vs past is decided at render time against the server clock, and the page is
 * regenerated hourly, so an event moves to "past" at most an hour after it ends while the page
 * stays static (no client-side reshuffle, no layout shift).
 */
export const revalidate = 3600;

const isListed = (document: { data: { is_hidden: boolean } }) => document.data.is_hidden !== true;

function EventList({ events }: { events: EventSummary[] }) {
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event) => (
        <li key={event.id} className="flex">
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  );
}

export default async function EventsHubPage({ params }: PageProps<"/[locale]/events_hub">) {
  const input = await params;
  const locale = pageLocale(input.locale);
  const hub = await loadRouteDocument("events_hub", input);
  const [liveEvents, webinars, alternates, t] = await Promise.all([
    getAllDocuments("live_event", locale),
    getAllDocuments("webinar", locale),
    pagePaths(hub),
    getTranslations({ locale, namespace: "editorial" }),
  ]);
  const { upcoming, past } = splitEvents(
    [...liveEvents.filter(isListed).map(liveEventSummary), ...webinars.filter(isListed).map(webinarSummary)],
    new Date(),
  );
  const { data } = hub;

  return (
    <SiteLayout layout="default" locale={locale} alternates={alternates}>
      <section className="bg-night text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 lg:px-8">
          <h1 className="text-4xl font-bold tracking-tight text-balance lg:text-5xl">{data.title}</h1>
          <RichText field={data.subtitle} className="mt-4 max-w-2xl text-lg text-white/85" />
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-12 lg:px-8">
        <section aria-labelledby="upcoming-events">
          <h2 id="upcoming-events" className="text-2xl font-bold">
            {data.upcoming_title || t("upcoming")}
          </h2>
          {upcoming.length > 0 ? <EventList events={upcoming} /> : <p className="mt-4 text-stone">{data.no_upcoming_events_message || t("noUpcoming")}</p>}
        </section>
        {past.length > 0 ? (
          <section aria-labelledby="past-events" className="mt-16">
            <h2 id="past-events" className="text-2xl font-bold">
              {data.past_title || t("past")}
            </h2>
            <EventList events={past} />
          </section>
        ) : null}
      </div>
      <PageSlices slices={data.body} locale={locale} />
    </SiteLayout>
  );
}

export async function generateMetadata({ params }: PageProps<"/[locale]/events_hub">) {
  return routeMetadata("events_hub", await params);
}
