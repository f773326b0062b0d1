import { internalEvents } from "@/features/analytics/events";
import { deleteCookie, readCookie, writeCookie } from "@/lib/browser-cookies";
import { reportError } from "@/lib/errors";
import {
  buildTrafficSource,
  flushTrafficSources,
  INITIAL_TRAFFIC_SOURCE_KEY,
  type KeyValueStorage,
  LEGACY_TRAFFIC_SOURCE_COOKIE,
  memoryStorage,
  migrateLegacyTrafficSource,
  MOST_RECENT_TRAFFIC_SOURCE_KEY,
  pageAddress,
  readTrafficSources,
  storeConversionPage,
  storeTrafficSource,
  TRAFFIC_SESSION_ACTIVE,
  TRAFFIC_SESSION_COOKIE,
  type TrafficSourceRecords,
} from "./traffic-source";

/**
 * The traffic source is measurement, not strictly necessary: it stays in this page's memory until the visitor
 * grants analytics, then is written to the device (localStorage and the session cookie); refused, it never is.
 * A form submitted meanwhile still carries it, to attribute that very request.
 */
let pending: KeyValueStorage | null = memoryStorage();
/** Whether this page captured a new session's source that waits for consent. */
let capturedNewSession = false;

const records = (): KeyValueStorage => pending ?? localStorage;

/** Captures the visit's source when a new browser session starts. Returns whether it is a new session. */
export function captureTrafficSource(options: { emailDomain?: string } = {}): boolean {
  try {
    if (readCookie(TRAFFIC_SESSION_COOKIE) === TRAFFIC_SESSION_ACTIVE) return false;
    const record = buildTrafficSource(new URL(location.href), document.referrer, {
      ownHost: location.hostname,
      emailDomain: options.emailDomain,
    });
    storeTrafficSource(records(), record);
    capturedNewSession = true;
    if (!pending) writeStoredSession();
    return true;
  } catch (cause) {
    reportError({ code: "TRAFFIC_SOURCE_STORE_ERROR", cause });
    return false;
  }
}

function writeStoredSession(): void {
  writeCookie(TRAFFIC_SESSION_COOKIE, TRAFFIC_SESSION_ACTIVE);
  internalEvents.emit("TRAFFIC_SOURCE_STORED", { ...readTrafficSources(localStorage), isNewSession: true });
}

/**
 * Analytics consent decides where the source lives. Granted: the legacy cookie is migrated and what waited in
 * memory is written, once. Refused: it stays in memory, and what an earlier consent stored is erased.
 */
export function applyTrafficSourceConsent(granted: boolean): void {
  try {
    if (granted) {
      if (!pending) return;
      const legacy = readCookie(LEGACY_TRAFFIC_SOURCE_COOKIE);
      if (legacy !== null) {
        const migrated = migrateLegacyTrafficSource(localStorage, legacy);
        deleteCookie(LEGACY_TRAFFIC_SOURCE_COOKIE);
        if (migrated) internalEvents.emit("TRAFFIC_SOURCE_LEGACY_COOKIE", migrated);
      }
      flushTrafficSources(pending, localStorage);
      pending = null;
      if (capturedNewSession) writeStoredSession();
      return;
    }
    if (!pending) {
      pending = memoryStorage();
      flushTrafficSources(localStorage, pending);
    }
    localStorage.removeItem(INITIAL_TRAFFIC_SOURCE_KEY);
    localStorage.removeItem(MOST_RECENT_TRAFFIC_SOURCE_KEY);
    deleteCookie(TRAFFIC_SESSION_COOKIE);
    deleteCookie(LEGACY_TRAFFIC_SOURCE_COOKIE);
  } catch (cause) {
    reportError({ code: "TRAFFIC_SOURCE_STORE_ERROR", cause });
  }
}

/** Both records, without changing them. */
export function readTrafficSource(): TrafficSourceRecords {
  try {
    return readTrafficSources(records());
  } catch (cause) {
    reportError({ code: "TRAFFIC_SOURCE_STORE_ERROR", cause });
    return { initial: null, mostRecent: null };
  }
}

/**
 * For a form submission: records the current page as the conversion page (once for the initial
 * source, always for the most recent), then returns both records to send with the submission.
 */
export function getTrafficSource(): TrafficSourceRecords {
  try {
    return storeConversionPage(records(), pageAddress(new URL(location.href)));
  } catch (cause) {
    reportError({ code: "TRAFFIC_SOURCE_STORE_ERROR", cause });
    return { initial: null, mostRecent: null };
  }
}
