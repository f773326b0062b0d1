import { internalEvents } from "@/features/analytics/events";
import { deleteCookie, readCookie, writeCookie } from "@/lib/browser-cookies";
import { reportError } from "@/lib/errors";
import {
  buildTrafficSource,
  LEGACY_TRAFFIC_SOURCE_COOKIE,
  migrateLegacyTrafficSource,
  pageAddress,
  readTrafficSources,
  storeConversionPage,
  storeTrafficSource,
  TRAFFIC_SESSION_ACTIVE,
  TRAFFIC_SESSION_COOKIE,
  type TrafficSourceRecords,
} from "./traffic-source";

/**
 * Traffic source storage counts as necessary: it stays on the device (localStorage, first party)
 * and leaves it only inside a form the visitor chooses to submit, to attribute that very request.
 * Anything sent to analytics from it waits for analytics consent.
 */

/** Captures the visit's source when a new browser session starts. Returns whether it is a new session. */
export function captureTrafficSource(options: { emailDomain?: string } = {}): boolean {
  try {
    const legacy = readCookie(LEGACY_TRAFFIC_SOURCE_COOKIE);
    if (legacy !== null) {
      const migrated = migrateLegacyTrafficSource(localStorage, legacy);
      deleteCookie(LEGACY_TRAFFIC_SOURCE_COOKIE);
      if (migrated) internalEvents.emit("TRAFFIC_SOURCE_LEGACY_COOKIE", migrated);
    }
    if (readCookie(TRAFFIC_SESSION_COOKIE) === TRAFFIC_SESSION_ACTIVE) return false;
    const record = buildTrafficSource(new URL(location.href), document.referrer, {
      ownHost: location.hostname,
      emailDomain: options.emailDomain,
    });
    const records = storeTrafficSource(localStorage, record);
    writeCookie(TRAFFIC_SESSION_COOKIE, TRAFFIC_SESSION_ACTIVE);
    internalEvents.emit("TRAFFIC_SOURCE_STORED", { ...records, isNewSession: true });
    return true;
  } catch (cause) {
    reportError({ code: "TRAFFIC_SOURCE_STORE_ERROR", cause });
    return false;
  }
}

/** Both stored records, without changing them. */
export function readTrafficSource(): TrafficSourceRecords {
  try {
    return readTrafficSources(localStorage);
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
    return storeConversionPage(localStorage, pageAddress(new URL(location.href)));
  } catch (cause) {
    reportError({ code: "TRAFFIC_SOURCE_STORE_ERROR", cause });
    return { initial: null, mostRecent: null };
  }
}
