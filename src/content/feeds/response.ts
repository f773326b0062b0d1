import "server-only";
import { feedFormats, type FeedFormat, type FeedSource } from "@/routing/discovery-paths";
import { isLocale } from "@/routing/locales";
import { loadFeed } from "./sources";
import { renderAtom, renderRss } from "./xml";

const contentTypes: Record<FeedFormat, string> = {
  rss: "application/rss+xml; charset=utf-8",
  atom: "application/atom+xml; charset=utf-8",
};

function notFound(): Response {
  return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
}

/** A feed's XML response; unknown locales, formats and categories are 404. */
export async function feedResponse(locale: string, source: FeedSource, format: string, uid?: string): Promise<Response> {
  if (!isLocale(locale) || !(feedFormats as readonly string[]).includes(format)) return notFound();
  const feed = await loadFeed(source, format as FeedFormat, locale, uid);
  if (!feed) return notFound();
  return new Response(format === "rss" ? renderRss(feed) : renderAtom(feed), {
    headers: { "content-type": contentTypes[format as FeedFormat] },
  });
}
