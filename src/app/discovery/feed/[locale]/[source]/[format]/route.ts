import { feedResponse } from "@/content/feeds/response";
import { feedFormats, type FeedSource } from "@/routing/discovery-paths";
import { locales } from "@/routing/locales";

/** Blog, newsroom and upcoming-events feeds (public paths: see src/routing/discovery-paths.ts), rebuilt hourly. */
export const revalidate = 3600;
export const dynamicParams = false;

const sources = ["blog", "newsroom", "events"] as const satisfies readonly FeedSource[];

export function generateStaticParams() {
  return locales.flatMap((locale) => sources.flatMap((source) => feedFormats.map((format) => ({ locale, source, format }))));
}

export async function GET(_request: Request, { params }: RouteContext<"/discovery/feed/[locale]/[source]/[format]">) {
  const { locale, source, format } = await params;
  if (!(sources as readonly string[]).includes(source)) return new Response("Not found", { status: 404 });
  return feedResponse(locale, source as FeedSource, format);
}
