import MiniSearch, { type SearchResult } from "minisearch";
import type { ResultKind, SearchAnswer, SearchHit, Segment } from "@/lib/search";
import { loadMessages } from "@/i18n/messages";
import { localeTable, locales, perLocale, type Locale } from "@/routing/locales";
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

/**
 * A light stemmer per language (both the pages and the query go through it): the first of the locale's endings
 * (`localeTable`) that leaves a long enough word, so "partenaires" finds "partenaire" and "Partnern" finds "Partner".
 * Short words and words ending in "ss" are left whole.
 */
export function stem(term: string, locale: Locale): string {
  const { keep, endings } = localeTable[locale].stemming;
  if (term.endsWith("ss")) return term;
  const [ending, replacement] = Object.entries(endings).find(([end, by]) => term.endsWith(end) && term.length - end.length + by.length >= keep) ?? ["", ""];
  return term.slice(0, term.length - ending.length) + replacement;
}

/** The term a word of a language is indexed and searched under. */
export function indexTerm(word: string, locale: Locale): string {
  return stem(foldTerm(word), locale);
}

/** The text as segments, with every word that matched (as an index term: `normalize`) marked. */
export function highlight(text: string, matched: ReadonlySet<string>, normalize: (word: string) => string = foldTerm): Segment[] {
  const segments: Segment[] = [];
  let cursor = 0;
  for (const word of text.matchAll(WORD)) {
    if (!matched.has(normalize(word[0]))) continue;
    if (word.index > cursor) segments.push({ text: text.slice(cursor, word.index) });
    segments.push({ text: word[0], mark: true });
    cursor = word.index + word[0].length;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor) });
  return segments;
}

function firstMatch(text: string, matched: ReadonlySet<string>, normalize: (word: string) => string): number {
  for (const word of text.matchAll(WORD)) if (matched.has(normalize(word[0]))) return word.index;
  return -1;
}

/** A short passage around the first match in the description, else in the body, else the description's start. */
export function snippet(entry: Pick<SearchEntry, "description" | "body">, matched: ReadonlySet<string>, normalize: (word: string) => string = foldTerm): Segment[] {
  const sources = [entry.description, entry.body].map((text) => text.replace(/\s+/g, " ").trim()).filter(Boolean);
  const source = sources.find((text) => firstMatch(text, matched, normalize) >= 0) ?? sources[0] ?? "";
  const at = Math.max(firstMatch(source, matched, normalize), 0);
  let start = at > SNIPPET_LEAD ? source.lastIndexOf(" ", at - SNIPPET_LEAD) + 1 : 0;
  if (start < 0) start = 0;
  let end = Math.min(source.length, start + SNIPPET_CHARS);
  if (end < source.length) {
    const space = source.lastIndexOf(" ", end);
    if (space > at) end = space;
  }
  const segments = highlight(source.slice(start, end), matched, normalize);
  if (start > 0) segments.unshift({ text: "… " });
  if (end < source.length) segments.push({ text: " …" });
  return segments;
}

export interface SearchOptions {
  locale: Locale;
  limit: number;
  offset: number;
}

type IndexedEntry = SearchEntry & { kindWord: string };

/** The name of each kind of page in each language ("Partenaire"): a page is found by what it is, in its own words. */
export type KindWords = Readonly<Record<Locale, Readonly<Record<ResultKind, string>>>>;

/** Each language's kind words: its interface strings' `search.kinds`. */
export async function loadKindWords(): Promise<KindWords> {
  const kinds = async (locale: Locale) => [locale, ((await loadMessages(locale)).search as { kinds: Record<ResultKind, string> }).kinds] as const;
  return Object.fromEntries(await Promise.all(locales.map(kinds))) as KindWords;
}

/**
 * The site's full-text index: every page of every type and language, one index per language so each is stemmed as
 * its language is written, and found by the name of its kind in that language.
 */
export class SiteIndex {
  private readonly indexes: Record<Locale, MiniSearch<IndexedEntry>>;
  private readonly entries: Map<string, SearchEntry>;

  constructor(entries: readonly SearchEntry[], kindWords: KindWords) {
    this.entries = new Map(entries.map((entry) => [entry.id, entry]));
    const build = (locale: Locale) => {
      const index = new MiniSearch<IndexedEntry>({
        fields: ["title", "kindWord", "description", "body"],
        tokenize,
        processTerm: (term) => indexTerm(term, locale) || null,
        searchOptions: { boost: { title: 4, kindWord: 3, description: 2 }, prefix: true },
      });
      index.addAll(entries.filter((entry) => entry.locale === locale).map((entry) => ({ ...entry, kindWord: kindWords[locale][entry.kind] })));
      return index;
    };
    this.indexes = perLocale(build);
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Pages with every word (or, when none has all, any word), each word or one of its synonyms, in the visitor's
   * language first. Within a language, pages with the words as written (or their endings) come before pages found
   * only by forgiving a typo: "partner" ranks a partner above a "Gartner".
   */
  search(q: string, { locale, limit, offset }: SearchOptions): SearchAnswer {
    const words = tokenize(q).slice(0, MAX_QUERY_WORDS);
    const empty: SearchAnswer = { q: q.trim(), locale, total: 0, offset, limit, results: [] };
    if (!words.length) return empty;
    const order = [locale, ...locales.filter((other) => other !== locale)];
    const ranked = order.flatMap((language) => this.searchLanguage(words, language));
    return { ...empty, total: ranked.length, results: ranked.slice(offset, offset + limit).map((result) => this.hit(result)) };
  }

  private searchLanguage(words: string[], locale: Locale): SearchResult[] {
    const index = this.indexes[locale];
    const { synonyms } = localeTable[locale];
    // Own keys only: "constructor" is a word, not a synonym list.
    const alike = (word: string) => (Object.hasOwn(synonyms, foldTerm(word)) ? synonyms[foldTerm(word)] : []);
    const query = (combineWith: "AND" | "OR") => ({
      combineWith,
      queries: words.map((word) => ({ combineWith: "OR" as const, queries: [word, ...alike(word)] })),
    });
    const find = (fuzzy: boolean) => {
      const options = { fuzzy: fuzzy ? fuzziness : false };
      const all = index.search(query("AND"), options);
      return all.length ? all : index.search(query("OR"), options);
    };
    const exact = find(false);
    const seen = new Set(exact.map((result) => result.id));
    return [...exact, ...find(true).filter((result) => !seen.has(result.id))];
  }

  private hit(result: SearchResult): SearchHit {
    const entry = this.entries.get(result.id)!;
    const matched = new Set(result.terms);
    const normalize = (word: string) => indexTerm(word, entry.locale);
    return {
      id: entry.id,
      kind: entry.kind,
      locale: entry.locale,
      path: entry.path,
      title: highlight(entry.title, matched, normalize),
      snippet: snippet(entry, matched, normalize),
      date: entry.date,
    };
  }
}
