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

/** Analytics events need analytics consent; without it they are dropped, not queued. */
export function analyticsAllowed(): boolean {
  const { isInitialized, analytics } = useConsentStore.getState();
  return isInitialized && analytics;
}

export function trackEvent(name: AnalyticsEventName, properties: EventProperties = {}): void {
  if (!analyticsAllowed()) return;
  const page = location.pathname;
  // The page's locale as its root layout wrote it on <html> (the locale table stays out of the browser's code); the
  // default locale's code if it is missing.
  const context = { page, locale: (document.documentElement?.dataset.locale ?? "en") as Locale };
  getProvider()
    .then((analytics) => analytics.track(name, properties, context))
    .catch((error: unknown) => console.warn("Analytics event not sent", error));
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
