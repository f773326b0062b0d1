import type { PrismicDocument } from "@prismicio/client";
import { withComputedCopy } from "@/content/computed-copy";
import { EXCLUDED_TYPES } from "@/content/metadata";
import type { ResultKind } from "@/lib/search";
import { linkResolver, routeForDocument } from "@/routing/link-resolver";
import { localeFromPrismicLang, type Locale } from "@/routing/locales";
import { NOT_FOUND_PATH } from "@/routing/routes";

/** One routable page as the index sees it. */
export interface SearchEntry {
  id: string;
  kind: ResultKind;
  locale: Locale;
  path: string;
  title: string;
  description: string;
  body: string;
  date: string | null;
}

const NOT_SEARCHABLE = new Set(["not_found_page", ...EXCLUDED_TYPES]);

const KIND_BY_ROUTE: Partial<Record<string, ResultKind>> = {
  blog_article: "article",
  guide_article: "guideChapter",
  guide: "guide",
  case_study: "customerStory",
  event: "event",
  events_hub: "event",
  gated_ebook: "ebook",
  certification: "certification",
  partner: "partner",
  author: "author",
  category: "topic",
  tag: "topic",
  legal_document: "legal",
  product: "product",
  solution: "product",
  use_case: "product",
};

const TITLE_FIELDS = ["title", "name", "guide_name", "headline", "hero_title"];
const DESCRIPTION_FIELDS = ["meta_description", "description", "subtitle", "summary", "excerpt"];
/** Fields that are not prose: identifiers, layout switches, links, media, SEO copies. */
const SKIPPED_KEYS = new Set(["id", "uid", "url", "link_type", "type", "direction", "html", "embed_url", "lang", "alt", "copyright", "edit", "dimensions", "spans", "variation", "version", "slice_type", "slice_label"]);
const MAX_BODY_CHARS = 20_000;

/** Prismic rich text (an array of blocks with `text`) or a plain string, as plain text. */
function plainText(value: unknown): string {
  if (typeof value === "string") return value.trim();
  if (Array.isArray(value)) {
    return value
      .map((block) => (block && typeof block === "object" && typeof (block as { text?: unknown }).text === "string" ? (block as { text: string }).text : ""))
      .filter(Boolean)
      .join(" ")
      .trim();
  }
  return "";
}

function firstText(data: Record<string, unknown>, fields: string[]): string {
  for (const field of fields) {
    const text = plainText(data[field]);
    if (text) return text;
  }
  return "";
}

/** A string worth indexing: prose or a proper name, not an enum value, URL, colour or date. */
function isProse(value: string): boolean {
  if (/^(?:https?:|mailto:|tel:|\/|#)/i.test(value) || /^\d{4}-\d{2}-\d{2}/.test(value)) return false;
  return /\s/.test(value.trim()) || /[\p{Lu}]|[^\x00-\x7F]/u.test(value);
}

/** Every piece of prose in a document's fields and slices, headings and list items included. */
function collectText(value: unknown, into: string[], skip: ReadonlySet<string>): void {
  if (typeof value === "string") {
    if (isProse(value)) into.push(value.trim());
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) collectText(item, into, skip);
    return;
  }
  if (!value || typeof value !== "object") return;
  const record = value as Record<string, unknown>;
  if ("link_type" in record || "dimensions" in record) return;
  if (typeof record.text === "string" && typeof record.type === "string") {
    if (record.text.trim()) into.push(record.text.trim());
    return;
  }
  for (const [key, child] of Object.entries(record)) {
    if (!skip.has(key) && !SKIPPED_KEYS.has(key) && !key.startsWith("meta_") && !key.startsWith("social_")) collectText(child, into, skip);
  }
}

function isoDate(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const time = Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, "$1:$2"));
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** A document as a search entry, or null when it has no public page (hidden, excluded, unroutable). */
export function toSearchEntry(stored: PrismicDocument): SearchEntry | null {
  const document = withComputedCopy(stored);
  const data = (document.data ?? {}) as Record<string, unknown>;
  if (NOT_SEARCHABLE.has(document.type) || data.is_hidden === true) return null;
  const locale = localeFromPrismicLang(document.lang);
  const resolved = routeForDocument(document);
  if (!locale || !resolved) return null;
  const path = linkResolver(document);
  if (path.endsWith(NOT_FOUND_PATH)) return null;

  const title = firstText(data, TITLE_FIELDS) || plainText(data.meta_title).replace(/\s+\|[^|]*$/, "") || document.uid || "";
  if (!title) return null;
  const description = firstText(data, DESCRIPTION_FIELDS);
  const body: string[] = [];
  collectText(data, body, new Set([...TITLE_FIELDS, ...DESCRIPTION_FIELDS]));
  return {
    id: document.id,
    kind: KIND_BY_ROUTE[resolved.route.id] ?? "page",
    locale,
    path,
    title,
    description,
    body: body.join(" \n").slice(0, MAX_BODY_CHARS),
    date: isoDate(data.publication_datetime) ?? isoDate(data.start_date) ?? isoDate(data.date) ?? isoDate(document.first_publication_date),
  };
}
