/** A feed, format-free: the RSS 2.0 and Atom renderers take the same description. */
export interface Feed {
  title: string;
  description: string;
  /** Absolute URL of the page the feed belongs to. */
  link: string;
  /** Absolute URL of the feed itself. */
  self: string;
  /** BCP 47 language tag. */
  language: string;
  items: FeedItem[];
}

export interface FeedItem {
  title: string;
  /** Absolute URL. */
  link: string;
  /** ISO date the item is ordered and dated by. */
  date: string;
  summary?: string;
  author?: string;
  categories?: string[];
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** Escapes text for XML and drops characters XML 1.0 does not allow. */
export function escapeXml(value: string): string {
  return value
    .replace(/[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** Newest first; the feeds list at most this many items. */
export const FEED_LIMIT = 50;

export function sortItems(items: readonly FeedItem[]): FeedItem[] {
  return [...items].filter((item) => !Number.isNaN(Date.parse(item.date))).sort((a, b) => Date.parse(b.date) - Date.parse(a.date)).slice(0, FEED_LIMIT);
}

/** Feeds ordered by a future date (upcoming events) keep the soonest first. */
export function sortUpcoming(items: readonly FeedItem[]): FeedItem[] {
  return [...items].filter((item) => !Number.isNaN(Date.parse(item.date))).sort((a, b) => Date.parse(a.date) - Date.parse(b.date)).slice(0, FEED_LIMIT);
}

function latest(feed: Feed): string {
  const times = feed.items.map((item) => Date.parse(item.date));
  return new Date(times.length > 0 ? Math.max(...times) : 0).toISOString();
}

export function renderRss(feed: Feed): string {
  const items = feed.items
    .map((item) =>
      [
        "<item>",
        `<title>${escapeXml(item.title)}</title>`,
        `<link>${escapeXml(item.link)}</link>`,
        `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
        `<pubDate>${new Date(item.date).toUTCString()}</pubDate>`,
        item.summary ? `<description>${escapeXml(item.summary)}</description>` : "",
        item.author ? `<dc:creator>${escapeXml(item.author)}</dc:creator>` : "",
        ...(item.categories ?? []).map((category) => `<category>${escapeXml(category)}</category>`),
        "</item>",
      ].join(""),
    )
    .join("\n");
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    `<title>${escapeXml(feed.title)}</title>`,
    `<link>${escapeXml(feed.link)}</link>`,
    `<description>${escapeXml(feed.description)}</description>`,
    `<language>${escapeXml(feed.language)}</language>`,
    `<lastBuildDate>${new Date(latest(feed)).toUTCString()}</lastBuildDate>`,
    `<atom:link href="${escapeXml(feed.self)}" rel="self" type="application/rss+xml"/>`,
    items,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}

export function renderAtom(feed: Feed): string {
  const entries = feed.items
    .map((item) =>
      [
        "<entry>",
        `<title>${escapeXml(item.title)}</title>`,
        `<link rel="alternate" type="text/html" href="${escapeXml(item.link)}"/>`,
        `<id>${escapeXml(item.link)}</id>`,
        `<published>${new Date(item.date).toISOString()}</published>`,
        `<updated>${new Date(item.date).toISOString()}</updated>`,
        item.summary ? `<summary>${escapeXml(item.summary)}</summary>` : "",
        item.author ? `<author><name>${escapeXml(item.author)}</name></author>` : "",
        ...(item.categories ?? []).map((category) => `<category term="${escapeXml(category)}"/>`),
        "</entry>",
      ].join(""),
    )
    .join("\n");
  return [
    XML_DECLARATION,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.language)}">`,
    `<title>${escapeXml(feed.title)}</title>`,
    `<subtitle>${escapeXml(feed.description)}</subtitle>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(feed.link)}"/>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(feed.self)}"/>`,
    `<id>${escapeXml(feed.self)}</id>`,
    `<updated>${latest(feed)}</updated>`,
    // Atom requires an author on the feed when an entry has none.
    `<author><name>${escapeXml(feed.title)}</name></author>`,
    entries,
    "</feed>",
    "",
  ].join("\n");
}
