import * as prismic from "@prismicio/client";
import type {
  Article,
  BlogPosting,
  BreadcrumbList,
  Event,
  EventStatusType,
  FAQPage,
  ImageObject,
  Organization,
  Person,
  Thing,
  WebSite,
  WithContext,
} from "schema-dts";
import { BRAND } from "@/content/metadata";
import { htmlLangs, type Locale } from "@/routing/locales";
import { buildPath } from "@/routing/routes";

/** JSON-LD node with its `@context`; what the `<JsonLd>` component renders. */
export type JsonLdNode = WithContext<Thing>;

const LOGO_PATH = "/icon-512.png";

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl.replace(/\/$/, "")}/`).toString();
}

/** ISO 8601 with time zone (UTC), or undefined for an empty or invalid timestamp. */
export function isoDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function imageUrl(field: prismic.ImageField | null | undefined): string | undefined {
  return field && prismic.isFilled.image(field) ? field.url : undefined;
}

export function organization(siteUrl: string): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": absoluteUrl(siteUrl, "/#organization"),
    name: BRAND,
    url: absoluteUrl(siteUrl, "/"),
    logo: absoluteUrl(siteUrl, LOGO_PATH),
  };
}

function publisher(siteUrl: string): Organization {
  return {
    "@type": "Organization",
    "@id": absoluteUrl(siteUrl, "/#organization"),
    name: BRAND,
    url: absoluteUrl(siteUrl, "/"),
    logo: { "@type": "ImageObject", url: absoluteUrl(siteUrl, LOGO_PATH) } satisfies ImageObject,
  };
}

export function website(siteUrl: string, locale: Locale, homePath: string, description?: string): WithContext<WebSite> {
  // schema-dts has no type for Google's `query-input`, so the action is typed as a plain SearchAction plus that property.
  const search = {
    "@type": "SearchAction" as const,
    target: { "@type": "EntryPoint" as const, urlTemplate: `${absoluteUrl(siteUrl, buildPath("search", locale)!)}?q={search_term_string}` },
    "query-input": "required name=search_term_string",
  };
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": absoluteUrl(siteUrl, `${homePath}#website`),
    name: BRAND,
    url: absoluteUrl(siteUrl, homePath),
    inLanguage: htmlLangs[locale],
    description: description || undefined,
    publisher: { "@id": absoluteUrl(siteUrl, "/#organization") },
    potentialAction: search,
  };
}

export interface BlogPostingInput {
  siteUrl: string;
  locale: Locale;
  path: string;
  title: string;
  description?: string;
  image?: prismic.ImageField | null;
  /** Used when the article has no image of its own (Google requires one). */
  fallbackImage: string;
  published?: string | null;
  modified?: string | null;
  author?: { name: string; path?: string } | null;
}

export function blogPosting(input: BlogPostingInput): WithContext<BlogPosting> {
  const url = absoluteUrl(input.siteUrl, input.path);
  const author: Person | Organization = input.author?.name
    ? { "@type": "Person", name: input.author.name, url: input.author.path ? absoluteUrl(input.siteUrl, input.author.path) : undefined }
    : { "@type": "Organization", name: BRAND, url: absoluteUrl(input.siteUrl, "/") };
  const published = isoDate(input.published) ?? isoDate(input.modified);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: input.title.slice(0, 110),
    description: input.description || undefined,
    inLanguage: htmlLangs[input.locale],
    image: [imageUrl(input.image) ?? absoluteUrl(input.siteUrl, input.fallbackImage)],
    datePublished: published,
    dateModified: isoDate(input.modified) ?? published,
    author: [author],
    publisher: publisher(input.siteUrl),
  };
}

export interface CaseStudyInput {
  siteUrl: string;
  locale: Locale;
  path: string;
  title: string;
  description?: string;
  image?: prismic.ImageField | null;
  fallbackImage: string;
  published?: string | null;
  modified?: string | null;
  company?: string | null;
}

export function caseStudyArticle(input: CaseStudyInput): WithContext<Article> {
  const url = absoluteUrl(input.siteUrl, input.path);
  const published = isoDate(input.published) ?? isoDate(input.modified);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    "@id": `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: input.title.slice(0, 110),
    description: input.description || undefined,
    inLanguage: htmlLangs[input.locale],
    image: [imageUrl(input.image) ?? absoluteUrl(input.siteUrl, input.fallbackImage)],
    datePublished: published,
    dateModified: isoDate(input.modified) ?? published,
    author: [{ "@type": "Organization", name: BRAND, url: absoluteUrl(input.siteUrl, "/") }],
    publisher: publisher(input.siteUrl),
    about: input.company ? { "@type": "Organization", name: input.company } : undefined,
  };
}

export interface EventInput {
  siteUrl: string;
  locale: Locale;
  path: string;
  title: string;
  description?: string;
  image?: prismic.ImageField | null;
  fallbackImage: string;
  start: string | null;
  end: string | null;
  /** Venue of an in-person event; null or empty for an online one. */
  location?: string | null;
  /** Where to register: the event's own link, else its page (the registration form is on it). */
  registrationUrl?: string | null;
  /** On-demand webinars and ended events are still scheduled events: their status stays EventScheduled. */
  status?: "scheduled" | "cancelled" | "postponed";
}

const statuses: Record<NonNullable<EventInput["status"]>, EventStatusType> = {
  scheduled: "https://schema.org/EventScheduled",
  cancelled: "https://schema.org/EventCancelled",
  postponed: "https://schema.org/EventPostponed",
};

export function event(input: EventInput): WithContext<Event> {
  const url = absoluteUrl(input.siteUrl, input.path);
  const online = !input.location;
  const offerUrl = input.registrationUrl ? absoluteUrl(input.siteUrl, input.registrationUrl) : url;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    "@id": `${url}#event`,
    url,
    name: input.title,
    description: input.description || undefined,
    inLanguage: htmlLangs[input.locale],
    image: [imageUrl(input.image) ?? absoluteUrl(input.siteUrl, input.fallbackImage)],
    startDate: isoDate(input.start),
    endDate: isoDate(input.end) ?? isoDate(input.start),
    eventStatus: statuses[input.status ?? "scheduled"],
    eventAttendanceMode: online
      ? "https://schema.org/OnlineEventAttendanceMode"
      : "https://schema.org/OfflineEventAttendanceMode",
    location: online
      ? { "@type": "VirtualLocation", url }
      : { "@type": "Place", name: input.location!, address: input.location! },
    organizer: { "@type": "Organization", name: BRAND, url: absoluteUrl(input.siteUrl, "/") },
    offers: {
      "@type": "Offer",
      url: offerUrl,
      price: 0,
      priceCurrency: "EUR",
      availability: "https://schema.org/InStock",
    },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbList(siteUrl: string, crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

export interface Question {
  question: string;
  /** Answer as plain text (HTML is allowed by Google but text is enough). */
  answer: string;
}

/** FAQPage from questions with an answer; null when there is none. */
export function faqPage(questions: readonly Question[]): WithContext<FAQPage> | null {
  const answered = questions.filter((entry) => entry.question.trim() && entry.answer.trim());
  if (answered.length === 0) return null;
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: answered.map((entry) => ({
      "@type": "Question",
      name: entry.question.trim(),
      acceptedAnswer: { "@type": "Answer", text: entry.answer.trim() },
    })),
  };
}

/** The JSON of a script tag: `<` escaped so content can never close the tag. */
export function serializeJsonLd(nodes: JsonLdNode | readonly JsonLdNode[]): string {
  return JSON.stringify(nodes).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
