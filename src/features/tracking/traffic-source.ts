// Runs on every page, in the first load: shape checks, not zod.
import { object, optional, parseJsonWith, string, type Checked } from "@/lib/shape";
import { classifyReferrer, referrerHost, type ReferrerContext } from "./referrer";

/** UTM keys tracked (spec section 3). */
export const utmKeys = ["utm_campaign", "utm_medium", "utm_term", "utm_content", "utm_source", "utm_campaign_id", "utm_ad_id"] as const;

export const trafficSourceRecordShape = object({
  utm_medium: string,
  utm_source: string,
  utm_campaign: string,
  utm_content: string,
  utm_term: string,
  utm_campaign_id: optional(string),
  utm_ad_id: optional(string),
  landingPage: string,
  referrer: string,
  gclid: optional(string),
  msclkid: optional(string),
  conversionPage: optional(string),
});
export type TrafficSourceRecord = Checked<typeof trafficSourceRecordShape>;

export interface TrafficSourceRecords {
  initial: TrafficSourceRecord | null;
  mostRecent: TrafficSourceRecord | null;
}

/** The two storage keys: the first source ever seen, and the latest session's. */
export const INITIAL_TRAFFIC_SOURCE_KEY = "traffic_source_initial";
export const MOST_RECENT_TRAFFIC_SOURCE_KEY = "traffic_source_most_recent";
/** The session cookie: "active" once this browser session's source is stored. */
export const TRAFFIC_SESSION_COOKIE = "traffic_session";
export const TRAFFIC_SESSION_ACTIVE = "active";
/** An older version of the site kept the initial source in this cookie (JSON record). */
export const LEGACY_TRAFFIC_SOURCE_COOKIE = "traffic_source";

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Storage kept in the page's memory: the visit's source before the visitor allows it on the device. */
export function memoryStorage(): KeyValueStorage {
  const entries = new Map<string, string>();
  return { getItem: (key) => entries.get(key) ?? null, setItem: (key, value) => void entries.set(key, value) };
}

/** Moves records held in memory to the device's storage: the initial source only if none is stored, the most recent always. */
export function flushTrafficSources(from: KeyValueStorage, to: KeyValueStorage): TrafficSourceRecords {
  const pending = readTrafficSources(from);
  if (pending.initial && !readTrafficSources(to).initial?.landingPage) to.setItem(INITIAL_TRAFFIC_SOURCE_KEY, JSON.stringify(pending.initial));
  if (pending.mostRecent) to.setItem(MOST_RECENT_TRAFFIC_SOURCE_KEY, JSON.stringify(pending.mostRecent));
  return readTrafficSources(to);
}

/** A page address without query or hash: campaign parameters are recorded in their own fields. */
export function pageAddress(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

/**
 * The source of the visit at `url`. Campaign parameters win; without them, paid click ids mark
 * Google or Bing ads (cpc); otherwise the referrer mapping gives the medium and the referring host the source.
 */
export function buildTrafficSource(url: URL, referrer: string, context: ReferrerContext): TrafficSourceRecord {
  const param = (key: string) => url.searchParams.get(key)?.trim() || undefined;
  const hasUtm = utmKeys.some((key) => param(key));
  const gclid = param("gclid");
  const msclkid = param("msclkid");
  let source = param("utm_source") ?? "";
  let medium = param("utm_medium") ?? "";
  if (!hasUtm) {
    if (gclid || msclkid) {
      source = gclid ? "google" : "bing";
      medium = "cpc";
    } else {
      const channel = classifyReferrer(referrer, context);
      medium = channel;
      source = channel === "$direct" ? "$direct" : (referrerHost(referrer) ?? "$direct");
    }
  }
  return {
    utm_medium: medium,
    utm_source: source,
    utm_campaign: param("utm_campaign") ?? "",
    utm_content: param("utm_content") ?? "",
    utm_term: param("utm_term") ?? "",
    ...(param("utm_campaign_id") ? { utm_campaign_id: param("utm_campaign_id") } : {}),
    ...(param("utm_ad_id") ? { utm_ad_id: param("utm_ad_id") } : {}),
    landingPage: pageAddress(url),
    referrer,
    ...(gclid ? { gclid } : {}),
    ...(msclkid ? { msclkid } : {}),
  };
}

/** A stored record, or null when absent or not a valid record (never throws on bad data). */
export function parseTrafficSource(value: string | null | undefined): TrafficSourceRecord | null {
  return parseJsonWith(trafficSourceRecordShape, value);
}

export function readTrafficSources(storage: KeyValueStorage): TrafficSourceRecords {
  return {
    initial: parseTrafficSource(storage.getItem(INITIAL_TRAFFIC_SOURCE_KEY)),
    mostRecent: parseTrafficSource(storage.getItem(MOST_RECENT_TRAFFIC_SOURCE_KEY)),
  };
}

/** New session: the initial source only if no landing page was stored yet; the most recent always. */
export function storeTrafficSource(storage: KeyValueStorage, record: TrafficSourceRecord): TrafficSourceRecords {
  const stored = readTrafficSources(storage);
  const initial = stored.initial?.landingPage ? stored.initial : record;
  if (initial === record) storage.setItem(INITIAL_TRAFFIC_SOURCE_KEY, JSON.stringify(record));
  storage.setItem(MOST_RECENT_TRAFFIC_SOURCE_KEY, JSON.stringify(record));
  return { initial, mostRecent: record };
}

/** A conversion: the page is stored once for the initial source and always for the most recent. */
export function storeConversionPage(storage: KeyValueStorage, page: string): TrafficSourceRecords {
  const { initial, mostRecent } = readTrafficSources(storage);
  const nextInitial = initial && !initial.conversionPage ? { ...initial, conversionPage: page } : initial;
  const nextMostRecent = mostRecent ? { ...mostRecent, conversionPage: page } : null;
  if (nextInitial !== initial) storage.setItem(INITIAL_TRAFFIC_SOURCE_KEY, JSON.stringify(nextInitial));
  if (nextMostRecent) storage.setItem(MOST_RECENT_TRAFFIC_SOURCE_KEY, JSON.stringify(nextMostRecent));
  return { initial: nextInitial, mostRecent: nextMostRecent };
}

/**
 * Moves the legacy cookie's record into storage as the initial source, unless one is stored.
 * Returns the migrated record, or null when there was nothing valid to migrate.
 */
export function migrateLegacyTrafficSource(storage: KeyValueStorage, cookieValue: string | null): TrafficSourceRecord | null {
  const legacy = parseTrafficSource(cookieValue);
  if (!legacy) return null;
  if (!readTrafficSources(storage).initial?.landingPage) {
    storage.setItem(INITIAL_TRAFFIC_SOURCE_KEY, JSON.stringify(legacy));
  }
  return legacy;
}
