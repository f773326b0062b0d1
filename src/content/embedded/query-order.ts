import { comparable, resolvePath } from "./fields";
import type { DocumentFilter } from "./filters";
import type { Ordering } from "./query-language";
import { parseApiDate, type EmbeddedContent, type StoredDocument } from "./repository";

/** What a query's answer is paged from: enough to find a document and say where it stands, never its data. */
export interface RouteRecord {
  id: string;
  uid: string | null;
  type: string;
  lang: string;
  first_publication_date: string;
  last_publication_date: string;
}

/** A query's matches in their order, for one content version. */
export interface QueryOrder {
  records: readonly RouteRecord[];
  /** Position of each id in `records` (for `after`), made when first asked. */
  positionOf(id: string): number;
}

/**
 * Record references kept per content version, all queries together: a listing of every document of 43,000 is
 * 43,000 of them (~350 KB), so about a hundred such listings, or thousands of filtered ones.
 */
export const MAX_KEPT_RECORDS = 4_000_000;

const DATE_PREFIX = /^\d{4}-\d{2}-\d{2}/;
const collator = new Intl.Collator("en");

/** A sort key read once per document: the value, and its instant when it is a date or timestamp. */
interface SortKey {
  value: string | number | boolean;
  time?: number;
}

function sortKey(document: StoredDocument, path: string): SortKey | undefined {
  const resolved = resolvePath(document, path);
  const value = resolved.applicable ? comparable(resolved.values[0]) : undefined;
  if (value === undefined || value === "") return undefined;
  const time = typeof value === "string" && DATE_PREFIX.test(value) ? parseApiDate(value) : Number.NaN;
  return Number.isNaN(time) ? { value } : { value, time };
}

/** Numbers by value, dates and timestamps by instant (their offsets may differ), text alphabetically. */
function compareKeys(left: SortKey, right: SortKey): number {
  if (typeof left.value === "number" && typeof right.value === "number") return left.value - right.value;
  if (left.time !== undefined && right.time !== undefined) return left.time - right.time;
  return collator.compare(String(left.value), String(right.value));
}

/** Sorts by the orderings, missing values last, then by id so pages are stable (each key read once per document). */
export function sortDocuments(documents: readonly StoredDocument[], orderings: readonly Ordering[]): StoredDocument[] {
  const keyed = documents.map((document) => ({ document, keys: orderings.map(({ path }) => sortKey(document, path)) }));
  keyed.sort((a, b) => {
    for (const [index, { direction }] of orderings.entries()) {
      const left = a.keys[index];
      const right = b.keys[index];
      if (left === undefined || right === undefined) {
        if (left === right) continue;
        return left === undefined ? 1 : -1;
      }
      if (left.value === right.value) continue;
      const order = compareKeys(left, right);
      if (order !== 0) return direction === "desc" ? -order : order;
    }
    return a.document.id < b.document.id ? -1 : a.document.id > b.document.id ? 1 : 0;
  });
  return keyed.map(({ document }) => document);
}

interface VersionOrders {
  /** One record per document, made once per version and shared by every query's order. */
  records: Map<string, RouteRecord>;
  /** Orders by query, least recently used first. */
  orders: Map<string, QueryOrder>;
  kept: number;
}

/**
 * Each query's matches sorted once per content version, then paged from: the Content API is asked for every page of
 * a listing in turn (a new server's route index lists 43,000 documents in 430 pages), and filtering and sorting them
 * all again for each page cost 73 s at that size. Kept per content (a new version, or the clock moving the event
 * dates, is a new content object), least recently used out past `maxRecords`.
 */
export function createQueryOrders(maxRecords = MAX_KEPT_RECORDS) {
  const byContent = new WeakMap<EmbeddedContent, VersionOrders>();

  function versionOrders(content: EmbeddedContent): VersionOrders {
    let orders = byContent.get(content);
    if (!orders) {
      const records = new Map<string, RouteRecord>();
      for (const { id, uid, type, lang, first_publication_date, last_publication_date } of content.documents) {
        records.set(id, { id, uid, type, lang, first_publication_date, last_publication_date });
      }
      orders = { records, orders: new Map(), kept: 0 };
      byContent.set(content, orders);
    }
    return orders;
  }

  return {
    /**
     * The order of the documents in `lang` (`*`: every language) passing every filter, by the orderings. `key` names
     * the query (its filters and orderings as asked); the filters run only when no order is kept under it.
     */
    order(content: EmbeddedContent, key: string, lang: string, filters: readonly DocumentFilter[], orderings: readonly Ordering[]): QueryOrder {
      const version = versionOrders(content);
      const id = `${lang}\0${key}`;
      const known = version.orders.get(id);
      if (known) {
        version.orders.delete(id);
        version.orders.set(id, known);
        return known;
      }
      const matches = content.documents.filter((document) => (lang === "*" || document.lang === lang) && filters.every((test) => test(document)));
      const records = sortDocuments(matches, orderings).map((document) => version.records.get(document.id)!);
      let positions: Map<string, number> | undefined;
      const order: QueryOrder = {
        records,
        positionOf(documentId) {
          positions ??= new Map(records.map((record, index) => [record.id, index]));
          return positions.get(documentId) ?? -1;
        },
      };
      version.orders.set(id, order);
      version.kept += records.length;
      for (const [oldest, kept] of version.orders) {
        if (version.kept <= maxRecords || oldest === id) break;
        version.orders.delete(oldest);
        version.kept -= kept.records.length;
      }
      return order;
    },
  };
}

export type QueryOrders = ReturnType<typeof createQueryOrders>;
