import { useConsentStore } from "@/features/consent/store";
import type { AnalyticsEventName, EventProperties } from "@/lib/analytics/event-schema";
import type { Locale } from "@/routing/locales";
import type { AnalyticsProvider } from "./provider";

let amplitudeApiKey: string | undefined;
let provider: Promise<AnalyticsProvider> | null = null;

/** Chooses the provider: Amplitude with a key, the embedded endpoint otherwise. Called once by the root. */
export function configureAnalytics(options: { amplitudeApiKey?: string }): void {
  amplitudeApiKey = options.amplitudeApiKey;
}

/** The provider loads on first use, after consent: no vendor code before then. */
function getProvider(): Promise<AnalyticsProvider> {
  provider ??= amplitudeApiKey
    ? import("./amplitude-provider").then(({ createAmplitudeProvider }) => createAmplitudeProvider(amplitudeApiKey!))
    : import("./embedded-provider").then(({ createEmbeddedProvider }) => createEmbeddedProvider());
  return provider;
}

/**
 * Analytics events need analytics consent: refused, they are dropped (trackEvent holds those of the moment before
 * the state is known).
 */
export function analyticsAllowed(): boolean {
  const { isInitialized, analytics } = useConsentStore.getState();
  return isInitialized && analytics;
}

type EventContext = { page: string; locale: Locale };
/** At most this many events wait, in this page's memory only, while the visitor's country is asked. */
const HELD_MAX = 20;
/** Events that happened before the consent state was known (a scroll, a click while /api/geo answers). */
let held: { name: AnalyticsEventName; properties: EventProperties; context: EventContext }[] = [];
let releaseHeld: (() => void) | null = null;

function send(name: AnalyticsEventName, properties: EventProperties, context: EventContext): void {
  getProvider()
    .then((analytics) => analytics.track(name, properties, context))
    .catch((error: unknown) => console.warn("Analytics event not sent", error));
}

/**
 * Nothing is sent before the visitor's choice is known; an event of that moment waits for it (in memory, never
 * stored), then is sent with a yes and forgotten with a no. Dropping it instead lost the scroll of a visitor who
 * scrolled while the country was asked (the page view waits the same way: measurement.ts).
 */
function hold(name: AnalyticsEventName, properties: EventProperties, context: EventContext): void {
  if (held.length < HELD_MAX) held.push({ name, properties, context });
  releaseHeld ??= useConsentStore.subscribe((state) => {
    if (!state.isInitialized) return;
    const waiting = held;
    held = [];
    releaseHeld?.();
    releaseHeld = null;
    if (state.analytics) for (const event of waiting) send(event.name, event.properties, event.context);
  });
}

export function trackEvent(name: AnalyticsEventName, properties: EventProperties = {}): void {
  const { isInitialized, analytics } = useConsentStore.getState();
  if (isInitialized && !analytics) return;
  // The page's locale as its root layout wrote it on <html> (the locale table stays out of the browser's code); the
  // default locale's code if it is missing.
  const context = { page: location.pathname, locale: (document.documentElement?.dataset.locale ?? "en") as Locale };
  if (!isInitialized) return hold(name, properties, context);
  send(name, properties, context);
}

/** Follows a change of the analytics consent in a provider already loaded (none is loaded for a refusal). */
export function setAnalyticsOptOut(optOut: boolean): void {
  void provider?.then((analytics) => analytics.setOptOut(optOut)).catch(() => undefined);
}

export function setUserProperties(properties: EventProperties): void {
  if (!analyticsAllowed()) return;
  getProvider()
    .then((analytics) => analytics.setUserProperties(properties))
    .catch((error: unknown) => console.warn("Analytics user properties not sent", error));
}
