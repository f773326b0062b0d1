import { useFormatter, useTranslations } from "next-intl";
import { EditorialCard } from "./EditorialCard";
import type { EventSummary } from "@/content/queries/event-summaries";

/** An event or webinar card: kind, title, date (day only: in the event's zone when it is held in person) and place. */
export function EventCard({ event }: { event: EventSummary }) {
  const t = useTranslations("editorial");
  const format = useFormatter();
  const kind = event.kind === "live_event" ? t("liveEvent") : event.webinarType === "on_demand" ? t("onDemand") : t("webinar");
  return (
    <EditorialCard
      href={event.href}
      title={event.title}
      image={event.thumbnail}
      eyebrow={kind}
      text={event.description}
      footer={
        <>
          {event.start ? <time dateTime={event.start}>{format.dateTime(new Date(event.start), { dateStyle: "long", ...(event.timeZone ? { timeZone: event.timeZone } : {}) })}</time> : null}
          {event.location ? <span className="block">{event.location}</span> : null}
        </>
      }
    />
  );
}
