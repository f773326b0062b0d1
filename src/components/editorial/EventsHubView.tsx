import type { getTranslations } from "next-intl/server";
import type { LiveEventDocument, WebinarDocument } from "../../../prismicio-types";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { RichText } from "@/components/rich-text/RichText";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import type { DocumentPageProps } from "@/content/document-route";
import { EventCard } from "./EventCard";
import { liveEventSummary, splitEvents, webinarSummary, type EventSummary } from "@/content/queries/event-summaries";

interface EventsHubViewProps extends DocumentPageProps<"events_hub"> {
  /** Every live event and webinar of the locale, hidden ones included. */
  liveEvents: LiveEventDocument[];
  webinars: WebinarDocument[];
  /** The "editorial" messages. */
  t: Awaited<ReturnType<typeof getTranslations<"editorial">>>;
}

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

/**
 * Events and webinars: the upcoming ones (or a message when there are none), then the past ones.
 * Upcoming vs past is decided when the view renders, against the server clock (see the page's revalidate).
 */
export function EventsHubView({ document: hub, locale, alternates, liveEvents, webinars, t }: EventsHubViewProps) {
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
      <PageSlices documentId={hub.id} slices={data.body} locale={locale} />
    </SiteLayout>
  );
}
