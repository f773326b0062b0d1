import { siteUrl } from "@/config/site";
import { calendarEvent } from "@/content/calendar/event";
import { buildIcs } from "@/content/calendar/ics";
import { BRAND } from "@/content/metadata";
import { routeStaticParams } from "@/content/page";
import { findEvent } from "@/content/queries/events";
import { isLocale, locales } from "@/routing/locales";
import { isValidParam } from "@/routing/routes";

/** The `.ics` file of each live event and webinar (public path: /events/{uid}/calendar.ics). */
export const revalidate = 3600;
export const dynamicParams = false;

export async function generateStaticParams() {
  const perLocale = await Promise.all(locales.map(async (locale) => (await routeStaticParams("event", locale)).map(({ uid }) => ({ locale, uid }))));
  return perLocale.flat();
}

function notFound(): Response {
  return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
}

export async function GET(_request: Request, { params }: RouteContext<"/discovery/ics/[locale]/[uid]">) {
  const { locale, uid } = await params;
  if (!isLocale(locale) || !isValidParam(uid)) return notFound();
  const document = await findEvent(uid, locale);
  const event = document ? calendarEvent(document, siteUrl) : null;
  if (!event) return notFound();
  return new Response(buildIcs(event, `-//${BRAND}//Events//${locale.toUpperCase()}`), {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="${uid}.ics"`,
    },
  });
}
