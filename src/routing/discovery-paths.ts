import type { Locale } from "./locales";
import { buildPath, matchPath } from "./routes";

/** Sources of the site's feeds: the route whose page announces the feed. */
export const feedSources = { blog: "blog_home", category: "category", newsroom: "newsroom", events: "events_hub" } as const;
export type FeedSource = keyof typeof feedSources;
export const feedFormats = ["rss", "atom"] as const;
export type FeedFormat = (typeof feedFormats)[number];

const feedFiles: Record<FeedFormat, string> = { rss: "feed.xml", atom: "atom.xml" };
const ICS_FILE = "calendar.ics";

/** Public path of a feed, next to the page it belongs to (`/blog/feed.xml`, `/de/blog/category/x/atom.xml`). */
export function feedPath(source: FeedSource, format: FeedFormat, locale: Locale, uid?: string): string | null {
  const page = buildPath(feedSources[source], locale, uid ? { uid } : {});
  return page ? `${page}${feedFiles[format]}` : null;
}

/** The files of a sitemap split past the protocol's 50,000 addresses: `/sitemap/0.xml`, `/sitemap/1.xml`, ... */
export const SITEMAP_FILE = /^\/sitemap\/(\d{1,3})\.xml$/;

/** Public path of one file of a split sitemap. */
export function sitemapFilePath(part: number): string {
  return `/sitemap/${part}.xml`;
}

/** Public path of an event's calendar file (`/events/{uid}/calendar.ics`). */
export function icsPath(locale: Locale, uid: string): string | null {
  const page = buildPath("event", locale, { uid });
  return page ? `${page}${ICS_FILE}` : null;
}

/**
 * The internal endpoint a public feed or calendar path is served from (src/app/discovery/), or null
 * when the path is not one: the proxy rewrites these instead of answering them with the 404 page.
 */
export function discoveryInternalPath(pathname: string): string | null {
  const file = /\/(feed\.xml|atom\.xml|calendar\.ics)$/.exec(pathname);
  if (!file) return null;
  const match = matchPath(pathname.slice(0, -file[1].length));
  if (!match) return null;
  const { locale, params } = match;
  if (file[1] === ICS_FILE) {
    return match.route.id === "event" ? `/discovery/ics/${locale}/${encodeURIComponent(params.uid!)}` : null;
  }
  const format: FeedFormat = file[1] === feedFiles.rss ? "rss" : "atom";
  switch (match.route.id) {
    case "blog_home":
      return `/discovery/feed/${locale}/blog/${format}`;
    case "newsroom":
      return `/discovery/feed/${locale}/newsroom/${format}`;
    case "events_hub":
      return `/discovery/feed/${locale}/events/${format}`;
    case "category":
      return `/discovery/category-feed/${locale}/${encodeURIComponent(params.uid!)}/${format}`;
    default:
      return null;
  }
}
