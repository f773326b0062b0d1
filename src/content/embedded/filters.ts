import { comparable, isFilled, plainText, resolvePath } from "./fields";
import type { Predicate, PredicateArgument, QueryValue } from "./query-language";
import { parseApiDate, type StoredDocument } from "./repository";

export type DocumentFilter = (document: StoredDocument) => boolean;

/** What a predicate may look at beyond one document: the repository's documents (for `similar`). */
export interface PredicateContext {
  documents: readonly StoredDocument[];
}

/** A well-formed predicate the API refuses (wrong arguments, unknown or unsupported name). */
export class PredicateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PredicateError";
  }
}

const weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
const months = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

function describe(predicate: Predicate): string {
  return `${predicate.name}(${predicate.args.map((arg) => (arg.kind === "path" ? arg.path : JSON.stringify(arg.value))).join(", ")})`;
}

function signature(predicate: Predicate, shape: ("path" | "value")[]): QueryValue[] {
  const { args } = predicate;
  if (args.length !== shape.length || args.some((arg, index) => arg.kind !== shape[index])) {
    throw new PredicateError(`invalid arguments in ${describe(predicate)}: expected (${shape.join(", ")})`);
  }
  return args.filter((arg): arg is Extract<PredicateArgument, { kind: "value" }> => arg.kind === "value").map((arg) => arg.value);
}

function scalar(predicate: Predicate, value: QueryValue, allowArray = false): QueryValue {
  if (Array.isArray(value) && !allowArray) throw new PredicateError(`a list is not allowed in ${describe(predicate)}`);
  return value;
}

function list(predicate: Predicate, value: QueryValue): QueryValue[] {
  if (!Array.isArray(value)) throw new PredicateError(`a list is expected in ${describe(predicate)}`);
  return value;
}

function numeric(predicate: Predicate, value: QueryValue): number {
  if (typeof value !== "number") throw new PredicateError(`a number is expected in ${describe(predicate)}`);
  return value;
}

function instant(predicate: Predicate, value: QueryValue): number {
  const time = typeof value === "number" ? value : typeof value === "string" ? parseApiDate(value) : Number.NaN;
  if (Number.isNaN(time)) throw new PredicateError(`a date is expected in ${describe(predicate)}`);
  return time;
}

function named(predicate: Predicate, value: QueryValue, names: string[]): number {
  if (typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= names.length) return value;
  if (typeof value === "string") {
    const index = names.findIndex((name) => name === value.toLowerCase() || name.slice(0, 3) === value.toLowerCase());
    if (index >= 0) return index + 1;
  }
  throw new PredicateError(`invalid value in ${describe(predicate)}`);
}

function sameValue(field: unknown, expected: QueryValue): boolean {
  const actual = comparable(field);
  return actual !== undefined && String(actual) === String(expected);
}

function fieldTime(value: unknown): number | undefined {
  if (typeof value === "number") return value;
  if (typeof value !== "string" || value === "") return undefined;
  const time = parseApiDate(value);
  return Number.isNaN(time) ? undefined : time;
}

function fieldNumber(value: unknown): number | undefined {
  if (typeof value === "number") return value;
  if (typeof value === "string" && value.trim() !== "" && !Number.isNaN(Number(value))) return Number(value);
  return undefined;
}

function normalizeText(text: string): string {
  return text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();
}

function words(text: string): string[] {
  return normalizeText(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
}

/** A test on the resolved values of a path. */
function onPath(predicate: Predicate, test: (values: unknown[], document: StoredDocument) => boolean): DocumentFilter {
  const path = (predicate.args[0] as Extract<PredicateArgument, { kind: "path" }>).path;
  return (document) => {
    const resolved = resolvePath(document, path);
    return resolved.applicable && test(resolved.values, document);
  };
}

/** A date test on every value of a path (any value may match). */
function onDates(predicate: Predicate, shape: ("path" | "value")[], test: (time: number, date: Date) => boolean): DocumentFilter {
  signature(predicate, shape);
  return onPath(predicate, (values) =>
    values.some((value) => {
      const time = fieldTime(value);
      return time !== undefined && test(time, new Date(time));
    }),
  );
}

const isoWeekday = (date: Date) => ((date.getUTCDay() + 6) % 7) + 1;

/** Compiles one predicate to a document test, or throws `PredicateError`. */
/** The words of a document's text, its UID's included (Prismic's fulltext and similar read them too). */
function documentWords(document: StoredDocument): string[] {
  return words(`${plainText(document.data)} ${(document.uid ?? "").replace(/[-_]+/g, " ")}`);
}

/**
 * `similar(id, max)`: the `max` documents sharing the most distinctive words with document `id` (each
 * shared word weighs by how rare it is in the repository), the document itself excluded.
 */
function similarDocuments(context: PredicateContext, id: string, max: number): Set<string> {
  const target = context.documents.find((document) => document.id === id);
  if (!target || max <= 0) return new Set();
  const vocabulary = context.documents.map((document) => ({ id: document.id, words: new Set(documentWords(document).filter((word) => word.length > 2)) }));
  const frequency = new Map<string, number>();
  for (const { words: set } of vocabulary) for (const word of set) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const targetWords = vocabulary.find((entry) => entry.id === id)!.words;
  const scored = vocabulary
    .filter((entry) => entry.id !== id)
    .map((entry) => {
      let score = 0;
      for (const word of entry.words) if (targetWords.has(word)) score += Math.log(context.documents.length / frequency.get(word)!);
      return { id: entry.id, score: score / Math.sqrt(entry.words.size || 1) };
    })
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
  return new Set(scored.slice(0, max).map((entry) => entry.id));
}

export function compilePredicate(predicate: Predicate, context: PredicateContext = { documents: [] }): DocumentFilter {
  switch (predicate.name) {
    case "at":
    case "not": {
      const [raw] = signature(predicate, ["path", "value"]);
      const expected = scalar(predicate, raw, true);
      const matches = onPath(predicate, (values) =>
        Array.isArray(expected) ? expected.every((item) => values.some((value) => sameValue(value, item))) : values.some((value) => sameValue(value, expected)),
      );
      if (predicate.name === "at") return matches;
      const path = (predicate.args[0] as Extract<PredicateArgument, { kind: "path" }>).path;
      return (document) => resolvePath(document, path).applicable && !matches(document);
    }
    case "any":
    case "in": {
      const [raw] = signature(predicate, ["path", "value"]);
      // A set, not a scan of the list per document: a page of the sitemap asks for 150 ids among 43,000 documents.
      const expected = new Set(list(predicate, raw).map(String));
      return onPath(predicate, (values) =>
        values.some((value) => {
          const actual = comparable(value);
          return actual !== undefined && expected.has(String(actual));
        }),
      );
    }
    case "fulltext": {
      const [raw] = signature(predicate, ["path", "value"]);
      const terms = words(String(scalar(predicate, raw)));
      if (terms.length === 0) throw new PredicateError(`empty search terms in ${describe(predicate)}`);
      const wholeDocument = (predicate.args[0] as Extract<PredicateArgument, { kind: "path" }>).path === "document";
      return onPath(predicate, (values, document) => {
        const text = wholeDocument ? documentWords(document) : words(values.map(plainText).join(" "));
        return terms.every((term) => text.some((word) => word.startsWith(term)));
      });
    }
    case "has":
    case "missing": {
      signature(predicate, ["path"]);
      const wanted = predicate.name === "has";
      return onPath(predicate, (values) => values.some(isFilled) === wanted);
    }
    case "number.lt":
    case "number.gt": {
      const [raw] = signature(predicate, ["path", "value"]);
      const bound = numeric(predicate, raw);
      const lower = predicate.name === "number.lt";
      return onPath(predicate, (values) =>
        values.some((value) => {
          const number = fieldNumber(value);
          return number !== undefined && (lower ? number < bound : number > bound);
        }),
      );
    }
    case "number.inRange": {
      const [rawLow, rawHigh] = signature(predicate, ["path", "value", "value"]);
      const low = numeric(predicate, rawLow);
      const high = numeric(predicate, rawHigh);
      return onPath(predicate, (values) =>
        values.some((value) => {
          const number = fieldNumber(value);
          return number !== undefined && number >= low && number <= high;
        }),
      );
    }
    case "date.after": {
      const bound = instant(predicate, signature(predicate, ["path", "value"])[0]);
      return onDates(predicate, ["path", "value"], (time) => time > bound);
    }
    case "date.before": {
      const bound = instant(predicate, signature(predicate, ["path", "value"])[0]);
      return onDates(predicate, ["path", "value"], (time) => time < bound);
    }
    case "date.between": {
      const [rawStart, rawEnd] = signature(predicate, ["path", "value", "value"]);
      const start = instant(predicate, rawStart);
      const end = instant(predicate, rawEnd);
      return onDates(predicate, ["path", "value", "value"], (time) => time >= start && time <= end);
    }
    case "date.day-of-month":
    case "date.day-of-month-after":
    case "date.day-of-month-before":
    case "date.year":
    case "date.hour":
    case "date.hour-after":
    case "date.hour-before": {
      const value = numeric(predicate, signature(predicate, ["path", "value"])[0]);
      const [, unit, relation] = /^date\.(day-of-month|year|hour)(?:-(after|before))?$/.exec(predicate.name)!;
      const part = (date: Date) => (unit === "year" ? date.getUTCFullYear() : unit === "hour" ? date.getUTCHours() : date.getUTCDate());
      return onDates(predicate, ["path", "value"], (_, date) => compare(part(date), value, relation));
    }
    case "date.day-of-week":
    case "date.day-of-week-after":
    case "date.day-of-week-before":
    case "date.month":
    case "date.month-after":
    case "date.month-before": {
      const [raw] = signature(predicate, ["path", "value"]);
      const [, unit, relation] = /^date\.(day-of-week|month)(?:-(after|before))?$/.exec(predicate.name)!;
      const value = named(predicate, raw, unit === "month" ? months : weekdays);
      const part = (date: Date) => (unit === "month" ? date.getUTCMonth() + 1 : isoWeekday(date));
      return onDates(predicate, ["path", "value"], (_, date) => compare(part(date), value, relation));
    }
    case "geopoint.near": {
      const [rawLat, rawLon, rawRadius] = signature(predicate, ["path", "value", "value", "value"]);
      const center = { latitude: numeric(predicate, rawLat), longitude: numeric(predicate, rawLon) };
      const radius = numeric(predicate, rawRadius);
      return onPath(predicate, (values) =>
        values.some(
          (value) =>
            typeof value === "object" &&
            value !== null &&
            typeof (value as { latitude?: unknown }).latitude === "number" &&
            distanceKm(center, value as { latitude: number; longitude: number }) <= radius,
        ),
      );
    }
    case "similar": {
      const [id, max] = signature(predicate, ["value", "value"]);
      if (typeof id !== "string" || !id) throw new PredicateError(`a document id is expected in ${describe(predicate)}`);
      const count = numeric(predicate, max);
      // Read every document's words only when the query runs (its order is kept, query-order.ts).
      let similar: Set<string> | undefined;
      return (document) => (similar ??= similarDocuments(context, id, count)).has(document.id);
    }
    default:
      throw new PredicateError(`unknown predicate '${predicate.name}'`);
  }
}

function compare(actual: number, expected: number, relation: string | undefined): boolean {
  if (relation === "after") return actual > expected;
  if (relation === "before") return actual < expected;
  return actual === expected;
}
