import "server-only";
import * as prismic from "@prismicio/client";
import { getTranslations } from "next-intl/server";
import type { AllDocumentTypes } from "../../../prismicio-types";
import { siteUrl } from "@/config/site";
import { findDocument, getDocumentByUID, getSingleDocument, isOfType } from "@/content/documents";
import { BRAND } from "@/content/metadata";
import { latestDatedArticleSummaries } from "@/content/queries/articles";
import { liveEventSummary, splitEvents, webinarSummary } from "@/content/queries/event-summaries";
import { getEvents } from "@/content/queries/events";
import { absoluteUrl } from "@/content/structured-data";
import { feedPath, type FeedFormat, type FeedSource } from "@/routing/discovery-paths";
import { linkResolver } from "@/routing/link-resolver";
import { htmlLangs, type Locale } from "@/routing/locales";
import { buildPath } from "@/routing/routes";
import { FEED_LIMIT, sortItems, sortUpcoming, type Feed, type FeedItem } from "./xml";

/** The newest listed articles as feed items (of a category): a feed shows the FEED_LIMIT dated latest. */
async function articleItems(locale: Locale, categoryId?: string): Promise<FeedItem[]> {
  const category = categoryId ? [prismic.filter.at("my.blog_article.category", categoryId)] : [];
  const articles = await latestDatedArticleSummaries(locale, FEED_LIMIT, category);
  return articles.flatMap((summary) => {
    if (!summary.published) return [];
    return [
      {
        title: summary.title,
        link: absoluteUrl(siteUrl, summary.href),
        date: summary.published,
        summary: summary.description || undefined,
        author: summary.author ?? undefined,
        categories: summary.category ? [summary.category.name] : undefined,
      },
    ];
  });
}

async function newsroomItems(locale: Locale): Promise<FeedItem[]> {
  const newsroom = await findDocument(() => getSingleDocument("newsroom", locale));
  if (!newsroom) return [];
  const page = absoluteUrl(siteUrl, buildPath("newsroom", locale)!);
  return newsroom.data.news.flatMap((entry, index) => {
    if (!entry.title || !entry.date) return [];
    // A mention without an article of its own to link to is read on the newsroom page (an anchor keeps links apart).
    const own = prismic.asLink(entry.link, { linkResolver });
    const link = own ? absoluteUrl(siteUrl, own) : `${page}#news-${index + 1}`;
    return [{ title: entry.title, link, date: new Date(entry.date).toISOString(), summary: entry.source || undefined }];
  });
}

/** Events that are not over yet, soonest first: the feed is about what a reader can still attend. */
async function eventItems(locale: Locale, now: Date): Promise<FeedItem[]> {
  const { liveEvents, webinars } = await getEvents(locale);
  const { upcoming } = splitEvents([...liveEvents.map(liveEventSummary), ...webinars.map(webinarSummary)], now);
  return upcoming.flatMap((event) =>
    event.start
      ? [{ title: event.title, link: absoluteUrl(siteUrl, event.href), date: event.start, summary: event.description || undefined, categories: event.location ? [event.location] : undefined }]
      : [],
  );
}

/** A feed in one locale, or null when its page (a category) does not exist. */
export async function loadFeed(source: FeedSource, format: FeedFormat, locale: Locale, uid?: string, now = new Date()): Promise<Feed | null> {
  const t = await getTranslations({ locale, namespace: "discovery.feeds" });
  const self = feedPath(source, format, locale, uid);
  if (!self) return null;
  const base = { self: absoluteUrl(siteUrl, self), language: htmlLangs[locale] };
  switch (source) {
    case "blog":
      return {
        ...base,
        title: t("blog", { brand: BRAND }),
        description: t("blogDescription", { brand: BRAND }),
        link: absoluteUrl(siteUrl, buildPath("blog_home", locale)!),
        items: sortItems(await articleItems(locale)),
      };
    case "category": {
      const category = uid ? await findDocument(() => getDocumentByUID("category", uid, locale)) : null;
      if (!category) return null;
      const name = category.data.name || category.uid;
      return {
        ...base,
        title: t("category", { brand: BRAND, category: name }),
        description: category.data.description || t("blogDescription", { brand: BRAND }),
        link: absoluteUrl(siteUrl, linkResolver(category)),
        items: sortItems(await articleItems(locale, category.id)),
      };
    }
    case "newsroom":
      return {
        ...base,
        title: t("newsroom", { brand: BRAND }),
        description: t("newsroomDescription", { brand: BRAND }),
        link: absoluteUrl(siteUrl, buildPath("newsroom", locale)!),
        items: sortItems(await newsroomItems(locale)),
      };
    case "events":
      return {
        ...base,
        title: t("events", { brand: BRAND }),
        description: t("eventsDescription", { brand: BRAND }),
        link: absoluteUrl(siteUrl, buildPath("events_hub", locale)!),
        items: sortUpcoming(await eventItems(locale, now)),
      };
  }
}

/** The feeds a page announces in its head, by the type of its document. */
export async function feedLinks(document: AllDocumentTypes, locale: Locale): Promise<{ rss: Record<string, string>; atom: Record<string, string> } | undefined> {
  const t = await getTranslations({ locale, namespace: "discovery.feeds" });
  const source: { source: FeedSource; uid?: string; title: string } | null =
    document.type === "blog_home" || document.type === "blog_article"
      ? { source: "blog", title: t("blog", { brand: BRAND }) }
      : document.type === "category" && document.uid
        ? { source: "category", uid: document.uid, title: t("category", { brand: BRAND, category: (isOfType(document, "category") && document.data.name) || document.uid }) }
        : document.type === "newsroom"
          ? { source: "newsroom", title: t("newsroom", { brand: BRAND }) }
          : document.type === "events_hub"
            ? { source: "events", title: t("events", { brand: BRAND }) }
            : null;
  if (!source) return undefined;
  const rss = feedPath(source.source, "rss", locale, source.uid);
  const atom = feedPath(source.source, "atom", locale, source.uid);
  if (!rss || !atom) return undefined;
  return {
    rss: { [absoluteUrl(siteUrl, rss)]: t("rss", { title: source.title }) },
    atom: { [absoluteUrl(siteUrl, atom)]: t("atom", { title: source.title }) },
  };
}
