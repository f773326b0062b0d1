import { getTranslations } from "next-intl/server";
import { hasEnded } from "@/components/editorial/event-time";
import { EventView, eventEnd } from "@/components/editorial/EventView";
import { renderedAt } from "@/components/editorial/rendered-at";
import { loadRouteDocument, pageLocale, pagePaths, routeMetadata, routeStaticParams } from "@/content/page";

/** The `event` route serves live events and webinars (spec: /events/{uid}/). */
export default async function EventPage({ params }: PageProps<"/[locale]/event/[uid]">) {
  const input = await params;
  const locale = pageLocale(input.locale);
  const event = await loadRouteDocument("event", input, ["tag.label"]);
  const [alternates, t, tBlog, tEvents] = await Promise.all([
    pagePaths(event),
    getTranslations({ locale, namespace: "editorial" }),
    getTranslations({ locale, namespace: "blog" }),
    getTranslations({ locale, namespace: "tools.events" }),
  ]);
  const endedAtRender = hasEnded(eventEnd(event), renderedAt());
  return <EventView locale={locale} alternates={alternates} event={event} endedAtRender={endedAtRender} t={t} tBlog={tBlog} tEvents={tEvents} />;
}

export async function generateMetadata({ params }: PageProps<"/[locale]/event/[uid]">) {
  return routeMetadata("event", await params);
}

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return routeStaticParams("event", params.locale);
}
