import { routeStaticParams } from "@/content/page";
import { feedResponse } from "@/content/feeds/response";
import { feedFormats } from "@/routing/discovery-paths";
import { locales } from "@/routing/locales";

/** One feed per blog category, rebuilt hourly. */
export const revalidate = 3600;
export const dynamicParams = false;

export async function generateStaticParams() {
  const perLocale = await Promise.all(
    locales.map(async (locale) => (await routeStaticParams("category", locale)).flatMap(({ uid }) => feedFormats.map((format) => ({ locale, uid, format })))),
  );
  return perLocale.flat();
}

export async function GET(_request: Request, { params }: RouteContext<"/discovery/category-feed/[locale]/[uid]/[format]">) {
  const { locale, uid, format } = await params;
  return feedResponse(locale, "category", format, uid);
}
