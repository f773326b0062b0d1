import { EMBEDDED_ANALYTICS_PATH, MAX_EVENTS_PER_BATCH } from "@/lib/analytics/event-limits";
import { readTrafficSource } from "@/features/tracking/capture";
import type { AnalyticsEventName, EmbeddedEvent, EventProperties } from "@/lib/analytics/event-schema";
import { attributionOf } from "@/lib/leads/source";
import type { AnalyticsProvider } from "./provider";

/** The events the console's conversion table counts per traffic source. */
const FUNNEL_EVENTS: ReadonlySet<AnalyticsEventName> = new Set(["Page viewed", "Form started"]);

/**
 * The visitor's attribution in two words (`source`, `medium`: `linkedin` / `social`, `(direct)` / `(none)`), as a lead
 * of theirs would be stored: no campaign, no click id, nothing that tells one visitor from another.
 */
function funnelSource(): EventProperties {
  const { mostRecent, initial } = readTrafficSource();
  const attribution = attributionOf(mostRecent ?? initial);
  return attribution ? { source: attribution.source, medium: attribution.medium } : {};
}

/** Events wait this long to travel together; a page hide sends them at once. */
const FLUSH_DELAY_MS = 300;

function send(events: EmbeddedEvent[]): void {
  const body = JSON.stringify({ events });
  // A beacon survives the page unloading; a string body goes as text/plain, which every browser allows.
  // Fetch with keepalive where beacons are unavailable or refused.
  if (navigator.sendBeacon?.(EMBEDDED_ANALYTICS_PATH, body)) return;
  void fetch(EMBEDDED_ANALYTICS_PATH, {
    method: "POST",
    body,
    headers: { "content-type": "application/json" },
    keepalive: true,
    credentials: "omit",
  }).catch(() => undefined);
}

/**
 * The default provider: events go to the site's own endpoint, cookieless and without any visitor id.
 * User properties are not stored per visitor; they travel only with conversions ("Form submitted"). A page view and a
 * form start carry the visit's source and medium only, so the console can count conversion per source.
 */
export function createEmbeddedProvider(): AnalyticsProvider {
  const queue: EmbeddedEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let userProperties: Record<string, string | number | boolean | null> = {};

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    while (queue.length > 0) send(queue.splice(0, MAX_EVENTS_PER_BATCH));
  };
  const onHidden = () => {
    if (document.visibilityState === "hidden") flush();
  };
  addEventListener("pagehide", flush);
  document.addEventListener("visibilitychange", onHidden);

  return {
    track(name, properties, context) {
      const merged = name === "Form submitted" ? { ...userProperties, ...properties } : FUNNEL_EVENTS.has(name) ? { ...funnelSource(), ...properties } : properties;
      queue.push({ name, page: context.page, locale: context.locale, properties: merged });
      // A hidden page may not come back: send at once (web vitals report at that moment).
      if (document.visibilityState === "hidden") flush();
      else timer ??= setTimeout(flush, FLUSH_DELAY_MS);
    },
    setUserProperties(properties) {
      userProperties = { ...userProperties, ...properties };
    },
    // Nothing is sent on its own: events are already dropped without consent.
    setOptOut() {},
  };
}
