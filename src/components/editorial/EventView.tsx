import * as prismic from "@prismicio/client";
import type { getTranslations } from "next-intl/server";
import Link from "next/link";
import type { LiveEventDocument, WebinarDocument } from "../../../prismicio-types";
import { AddToCalendar, PastEventMark } from "@/components/calendar/AddToCalendar";
import { Cta } from "@/components/cta/Cta";
import { ContentImage } from "@/components/image/ContentImage";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { RichText } from "@/components/rich-text/RichText";
import { DocumentJsonLd } from "@/components/structured-data/DocumentJsonLd";
import { LazyWistiaVideo } from "@/components/video/LazyWistiaVideo";
import { siteUrl } from "@/config/site";
import { calendarEvent } from "@/content/calendar/event";
import { formatInZone, validTimeZone } from "@/content/calendar/time-zone";
import type { DocumentPageProps } from "@/content/document-route";
import { ContentForm } from "@/features/forms/ContentForm";
import { messageTemplate } from "@/i18n/templates";
import { icsPath } from "@/routing/discovery-paths";
import { htmlLangs } from "@/routing/locales";
import { buildPath } from "@/routing/routes";
import { eventTimeTexts } from "./event-time";
import { liveEventSummary, webinarSummary } from "@/content/queries/event-summaries";
import { LocalDateTime } from "./LocalDateTime";
import { TagLinks } from "./TagLinks";
import { WhileUpcoming } from "./WhileUpcoming";

/** The `event` route's document is a live event or a webinar, its type narrows it. */
interface EventViewProps extends DocumentPageProps<"event"> {
  /** Whether the event was over when the server rendered the page (see `eventEnd`). */
  endedAtRender: boolean;
  t: Awaited<ReturnType<typeof getTranslations<"editorial">>>;
  tBlog: Awaited<ReturnType<typeof getTranslations<"blog">>>;
  tEvents: Awaited<ReturnType<typeof getTranslations<"tools.events">>>;
}

function toIso(value: string | null | undefined): string | null {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}

const headerStyles = {
  white: { section: "bg-white", text: "text-ink", dark: false },
  sugar: { section: "bg-sugar", text: "text-ink", dark: false },
  dark: { section: "bg-night", text: "text-white", dark: true },
  green: { section: "bg-green-dark", text: "text-white", dark: true },
  blue: { section: "bg-violet", text: "text-white", dark: true },
} as const;

/** When a live event or webinar is over (ISO), as its card says; null when it has no date. */
export function eventEnd(event: LiveEventDocument | WebinarDocument): string | null {
  return event.type === "webinar" ? webinarSummary(event).end : liveEventSummary(event).end;
}

/**
 * A live event or webinar page: header (kind, title, date, location or duration, calendar links, call to action),
 * then the recording or image, description and tags, beside the speakers or partner logos and the registration
 * form (or the ended notice once the event is over).
 */
export function EventView({ locale, alternates, document: event, endedAtRender, t, tBlog, tEvents }: EventViewProps) {
  // One of the two is set: the route serves both types, and the type narrows the document.
  const webinar = event.type === "webinar" ? event : null;
  const live = event.type === "live_event" ? event : null;
  const header = headerStyles[(webinar?.data.header_color) || "dark"] ?? headerStyles.dark;
  const start = webinar ? webinar.data.datetime : live?.data.date;
  const startIso = toIso(start);
  const endIso = live ? toIso(live.data.end_date) : null;
  const end = eventEnd(event);
  // An event held in person is told in its own zone (where its visitors must be); an online one in each visitor's.
  const zone = live ? validTimeZone(live.data.time_zone) : null;
  const recording = Boolean(webinar?.data.wistia_id);
  const eventsHub = buildPath("events_hub", locale) ?? "/";
  const ended = (
    <div className="rounded-2xl bg-cloud p-6" role="status" data-testid="event-ended">
      <p className="font-semibold">{recording ? tEvents("endedWebinar") : tEvents("ended")}</p>
      {recording ? (
        <a href="#recording" className="mt-3 inline-block font-semibold underline underline-offset-4">
          {tEvents("watchRecording")}
        </a>
      ) : null}
      <Link prefetch={false} href={eventsHub} className="mt-3 block font-semibold underline underline-offset-4">
        {tEvents("upcomingEvents")}
      </Link>
    </div>
  );
  const registration = prismic.isFilled.contentRelationship(event.data.form) ? (
    <ContentForm formConfig={event.data.form} locale={locale} placement="header" context={{ content_name: event.data.title ?? "", ...(event.data.course_group_id ? { groupId: event.data.course_group_id } : {}) }} />
  ) : null;
  const calendar = calendarEvent(event, siteUrl);
  const icsHref = event.uid ? icsPath(locale, event.uid) : null;
  const kindLabel = webinar ? (webinar.data.type === "on_demand" ? t("onDemand") : t("liveWebinar")) : t("liveEvent");

  return (
    <SiteLayout layout="default" locale={locale} alternates={alternates} navbar={{ contentColor: header.dark ? "white" : "black" }}>
      <DocumentJsonLd document={event} />
      <section className={`${header.section} ${header.text}`}>
        <div className="mx-auto max-w-7xl px-4 py-12 lg:px-8">
          <Link prefetch={false} href={eventsHub} className="text-sm font-semibold underline-offset-4 hover:underline">
            ← {t("backToEvents")}
          </Link>
          <p className="mt-6 font-semibold">{kindLabel}</p>
          <h1 className="mt-2 max-w-4xl text-4xl font-bold tracking-tight text-balance lg:text-5xl">{event.data.title}</h1>
          <dl className="mt-6 flex flex-wrap gap-x-10 gap-y-4">
            {startIso ? (
              <div>
                <dt className="text-sm opacity-80">{t("date")}</dt>
                <dd className="font-semibold" data-testid="event-time">
                  {zone ? (
                    <time dateTime={startIso} data-time-zone={zone}>
                      {formatInZone(htmlLangs[locale], zone, startIso, endIso)}
                    </time>
                  ) : (
                    <LocalDateTime
                      iso={startIso}
                      endIso={endIso}
                      texts={eventTimeTexts(locale, startIso, endIso)}
                      notes={{ zone: messageTemplate(t, "timeZoneNote", ["zone"]), utc: t("utcNote") }}
                    />
                  )}
                </dd>
              </div>
            ) : null}
            {live?.data.location ? (
              <div>
                <dt className="text-sm opacity-80">{t("location")}</dt>
                <dd className="font-semibold">{live.data.location}</dd>
              </div>
            ) : null}
            {webinar?.data.duration ? (
              <div>
                <dt className="text-sm opacity-80">{t("durationLabel")}</dt>
                <dd className="font-semibold">{t("duration", { minutes: webinar.data.duration ?? 0 })}</dd>
              </div>
            ) : null}
          </dl>
          {/* Past or not is decided again on the visitor's clock: no calendar links for an event that is over. */}
          <WhileUpcoming endIso={end} endedAtRender={endedAtRender} ended={<PastEventMark locale={locale} />}>
            {calendar && icsHref ? <AddToCalendar event={calendar} icsHref={icsHref} locale={locale} tone={header.dark ? "dark" : "light"} /> : null}
          </WhileUpcoming>
          {live?.data.link_label && prismic.isFilled.link(live.data.link) ? (
            <WhileUpcoming endIso={end} endedAtRender={endedAtRender} ended={null}>
              <Cta
                label={live.data.link_label}
                link={live.data.link}
                sectionId="event-header-cta"
                type="primary"
                className="mt-8"
              />
            </WhileUpcoming>
          ) : null}
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 lg:grid-cols-[minmax(0,1fr)_24rem] lg:px-8">
        <div className="min-w-0">
          {webinar ? (
            <WebinarMedia webinar={webinar} />
          ) : (
            <ContentImage field={live?.data.thumbnail} priority sizes="(min-width: 1024px) 60vw, 100vw" className="h-auto w-full rounded-2xl" />
          )}
          <RichText field={event.data.description} className="mt-8 space-y-4 text-lg leading-relaxed" />
          <TagLinks entries={event.data.tags} label={tBlog("tags")} className="mt-10" />
        </div>
        <aside className="space-y-10">
          {webinar ? <Speakers webinar={webinar} title={t("speakers")} /> : live ? <Logos event={live} title={t("partnersOfEvent")} /> : null}
          <WhileUpcoming endIso={end} endedAtRender={endedAtRender} ended={ended}>
            {registration}
          </WhileUpcoming>
        </aside>
      </div>
    </SiteLayout>
  );
}

function WebinarMedia({ webinar }: { webinar: WebinarDocument }) {
  const { data } = webinar;
  if (data.wistia_id) {
    return (
      <div id="recording" className="scroll-mt-24">
        <LazyWistiaVideo id={data.wistia_id} title={data.title ?? ""} thumbnailUrl={prismic.isFilled.image(data.default_thumbnail) ? data.default_thumbnail.url : null} />
      </div>
    );
  }
  return <ContentImage field={data.default_thumbnail} priority sizes="(min-width: 1024px) 60vw, 100vw" className="h-auto w-full rounded-2xl" />;
}

function Speakers({ webinar, title }: { webinar: WebinarDocument; title: string }) {
  const speakers = webinar.data.speakers.filter((speaker) => speaker.name);
  if (speakers.length === 0) return null;
  return (
    <section aria-labelledby="speakers">
      <h2 id="speakers" className="text-xl font-bold">
        {title}
      </h2>
      <ul className="mt-4 space-y-4">
        {speakers.map((speaker) => (
          <li key={speaker.name} className="flex items-center gap-4">
            <ContentImage field={speaker.portrait} alt="" sizes="64px" width={64} height={64} className="size-16 shrink-0 rounded-full object-cover" />
            <div>
              <p className="font-bold">{speaker.name}</p>
              <p className="text-sm text-stone">{[speaker.job, speaker.company].filter(Boolean).join(", ")}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Logos({ event, title }: { event: LiveEventDocument; title: string }) {
  const logos = event.data.logos.filter((entry) => prismic.isFilled.image(entry.logo));
  if (logos.length === 0) return null;
  return (
    <section aria-labelledby="event-logos">
      <h2 id="event-logos" className="text-xl font-bold">
        {title}
      </h2>
      <ul className="mt-4 flex flex-wrap items-center gap-6">
        {logos.map((entry, index) => (
          <li key={index}>
            <ContentImage field={entry.logo} sizes="160px" className="h-8 w-auto" />
          </li>
        ))}
      </ul>
    </section>
  );
}
