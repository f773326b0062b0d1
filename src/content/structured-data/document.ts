import * as prismic from "@prismicio/client";
import type {
  BlogArticleDocument,
  CaseStudyDocument,
  HomePageDocument,
  LiveEventDocument,
  PricingPageDocument,
  WebinarDocument,
} from "../../../prismicio-types";
import { documentDescription, fieldText, generatedImagePath, socialImage } from "@/content/metadata";
import { liveEventSummary, webinarSummary } from "@/content/queries/event-summaries";
import { linkResolver } from "@/routing/link-resolver";
import { localeFromPrismicLang } from "@/routing/locales";
import { blogPosting, caseStudyArticle, event, faqPage, organization, website, type JsonLdNode } from "./index";

type Supported = HomePageDocument | BlogArticleDocument | LiveEventDocument | WebinarDocument | CaseStudyDocument | PricingPageDocument;

/** The linked document's fetched field (a content relationship with `fetchLinks`), if any. */
function linkedField(link: unknown, field: string): string | null {
  if (!link || typeof link !== "object" || !("data" in link)) return null;
  const value = (link as { data?: Record<string, unknown> }).data?.[field];
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

/** The structured data a document's page describes itself with (besides its breadcrumbs). */
export function documentJsonLd(document: Supported, siteUrl: string): JsonLdNode[] {
  const locale = localeFromPrismicLang(document.lang) ?? "en";
  const path = linkResolver(document);
  // The page's sharing image: its own, else the generated one (made only for documents without one).
  const fallbackImage = socialImage(document.data)?.url ?? generatedImagePath(locale, document.id);
  const description = documentDescription(document);
  switch (document.type) {
    case "home_page":
      return [organization(siteUrl), website(siteUrl, locale, path, description)];
    case "blog_article": {
      const author = document.data.author;
      const authorName = linkedField(author, "name");
      return [
        blogPosting({
          siteUrl,
          locale,
          path,
          title: fieldText(document.data.title) || fieldText(document.data.meta_title),
          description,
          image: document.data.thumbnail,
          fallbackImage,
          published: document.data.publication_datetime ?? document.first_publication_date,
          modified: document.last_publication_date,
          author: authorName ? { name: authorName, path: prismic.isFilled.contentRelationship(author) ? linkResolver(author) : undefined } : null,
        }),
      ];
    }
    case "case_study":
      return [
        caseStudyArticle({
          siteUrl,
          locale,
          path,
          title: fieldText(document.data.title),
          description,
          image: prismic.isFilled.image(document.data.illustration) ? document.data.illustration : document.data.company_logo,
          fallbackImage,
          published: document.first_publication_date,
          modified: document.last_publication_date,
          company: document.data.company_name,
        }),
      ];
    case "live_event":
    case "webinar": {
      const summary = document.type === "webinar" ? webinarSummary(document) : liveEventSummary(document);
      const link = document.type === "live_event" && prismic.isFilled.link(document.data.link) ? prismic.asLink(document.data.link, { linkResolver }) : null;
      return [
        event({
          siteUrl,
          locale,
          path,
          title: summary.title,
          description: summary.description,
          image: summary.thumbnail,
          fallbackImage,
          start: summary.start,
          end: summary.end,
          location: summary.location,
          registrationUrl: link,
        }),
      ];
    }
    case "pricing_page": {
      const faq = faqPage(document.data.faq.map((entry) => ({ question: entry.question ?? "", answer: prismic.asText(entry.answer) })));
      return faq ? [faq] : [];
    }
  }
}
