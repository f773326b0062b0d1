import type { Locale } from "@/routing/locales";

/** A piece of text, marked when it matched the query: highlights travel as data, never as HTML. */
export interface Segment {
  text: string;
  mark?: true;
}

/** What kind of page a result is, for its label (messages `search.kinds.*`). */
export const resultKinds = [
  "article",
  "guideChapter",
  "guide",
  "customerStory",
  "event",
  "ebook",
  "certification",
  "partner",
  "author",
  "topic",
  "legal",
  "product",
  "page",
] as const;
export type ResultKind = (typeof resultKinds)[number];

export interface SearchHit {
  id: string;
  kind: ResultKind;
  locale: Locale;
  path: string;
  title: Segment[];
  snippet: Segment[];
  /** ISO date of publication, when the page has one. */
  date: string | null;
}

/** The answer of GET /api/search and of the results page's query. */
export interface SearchAnswer {
  q: string;
  locale: Locale;
  total: number;
  offset: number;
  limit: number;
  results: SearchHit[];
}
