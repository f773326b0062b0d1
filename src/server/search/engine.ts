import MiniSearch, { type SearchResult } from "minisearch";
import type { SearchAnswer, SearchHit, Segment } from "@/lib/search";
import type { Locale } from "@/routing/locales";
import type { SearchEntry } from "./extract";

/** Letters and digits (with their combining marks): the words indexed and highlighted alike. */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;
const SNIPPET_CHARS = 180;
const SNIPPET_LEAD = 50;
/** Words of a query that count: more only cost time (fuzzy matching is per word). */
const MAX_QUERY_WORDS = 8;

/** Lower case with accents folded, so "fuhrung" finds "Führung" and "societe" finds "Société". */
export function foldTerm(term: string): string {
  return term.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/ß/g, "ss");
}

function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Typing errors are forgiven on longer words only: "leed" must not find "lead" and "need". */
function fuzziness(term: string): number {
  return term.length >= 5 ? 0.2 : 0;
}

/** The text as segments, with every word that matched (as a folded index term) marked. */
export function highlight(text: string, matched: ReadonlySet<string>): Segment[] {
  const segments: Segment[] = [];
  let cursor = 0;
  for (const word of text.matchAll(WORD)) {
    if (!matched.has(foldTerm(word[0]))) continue;
    if (word.index > cursor) segments.push({ text: text.slice(cursor, word.index) });
    segments.push({ text: word[0], mark: true });
    cursor = word.index + word[0].length;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor) });
  return segments;
}

function firstMatch(text: string, matched: ReadonlySet<string>): number {
  for (const word of text.matchAll(WORD)) if (matched.has(foldTerm(word[0]))) return word.index;
  return -1;
}

/** A short passage around the first match in the description, else in the body, else the description's start. */
export function snippet(entry: Pick<SearchEntry, "description" | "body">, matched: ReadonlySet<string>): Segment[] {
  const sources = [entry.description, entry.body].map((text) => text.replace(/\s+/g, " ").trim()).filter(Boolean);
  const source = sources.find((text) => firstMatch(text, matched) >= 0) ?? sources[0] ?? "";
  const at = Math.max(firstMatch(source, matched), 0);
  let start = at > SNIPPET_LEAD ? source.lastIndexOf(" ", at - SNIPPET_LEAD) + 1 : 0;
  if (start < 0) start = 0;
  let end = Math.min(source.length, start + SNIPPET_CHARS);
  if (end < source.length) {
    const space = source.lastIndexOf(" ", end);
    if (space > at) end = space;
  }
  const segments = highlight(source.slice(start, end), matched);
  if (start > 0) segments.unshift({ text: "… " });
  if (end < source.length) segments.push({ text: " …" });
  return segments;
}

export interface SearchOptions {
  locale: Locale;
  limit: number;
  offset: number;
}

/** The site's full-text index: every page of every type and language. */
export class SiteIndex {
  private readonly index: MiniSearch<SearchEntry>;
  private readonly entries: Map<string, SearchEntry>;

  constructor(entries: readonly SearchEntry[]) {
    this.entries = new Map(entries.map((entry) => [entry.id, entry]));
    this.index = new MiniSearch<SearchEntry>({
      fields: ["title", "description", "body"],
      tokenize,
      processTerm: (term) => foldTerm(term) || null,
      searchOptions: { boost: { title: 4, description: 2 }, prefix: true, fuzzy: fuzziness },
    });
    this.index.addAll([...this.entries.values()]);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Pages with every word (or, when none has all, any word), the visitor's language first, best first within each language. */
  search(q: string, { locale, limit, offset }: SearchOptions): SearchAnswer {
    const words = tokenize(q).slice(0, MAX_QUERY_WORDS);
    const empty: SearchAnswer = { q: q.trim(), locale, total: 0, offset, limit, results: [] };
    if (!words.length) return empty;
    const query = words.join(" ");
    let found = this.index.search(query, { combineWith: "AND" });
    if (found.length === 0) found = this.index.search(query, { combineWith: "OR" });
    const ranked = [...found.filter((r) => this.entries.get(r.id)?.locale === locale), ...found.filter((r) => this.entries.get(r.id)?.locale !== locale)];
    return { ...empty, total: ranked.length, results: ranked.slice(offset, offset + limit).map((result) => this.hit(result)) };
  }

  private hit(result: SearchResult): SearchHit {
    const entry = this.entries.get(result.id)!;
    const matched = new Set(result.terms);
    return {
      id: entry.id,
      kind: entry.kind,
      locale: entry.locale,
      path: entry.path,
      title: highlight(entry.title, matched),
      snippet: snippet(entry, matched),
      date: entry.date,
    };
  }
}
