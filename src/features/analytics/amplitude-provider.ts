import * as amplitude from "@amplitude/analytics-browser";
import { LAST_SUBMITTED_EMAIL_COOKIE } from "@/features/forms/last-submitted-email";
import { readCookie } from "@/lib/browser-cookies";
import type { AnalyticsProvider } from "./provider";

/** Amplitude's browser SDK with the public key, beacon transport and only session tracking automatic. */
export function createAmplitudeProvider(apiKey: string): AnalyticsProvider {
  amplitude.init(apiKey, readCookie(LAST_SUBMITTED_EMAIL_COOKIE) ?? undefined, {
    transport: "beacon",
    autocapture: {
      sessions: true,
      pageViews: false,
      attribution: false,
      formInteractions: false,
      fileDownloads: false,
      elementInteractions: false,
      frustrationInteractions: false,
      networkTracking: false,
      webVitals: false,
      pageUrlEnrichment: false,
    },
    remoteConfig: { fetchRemoteConfig: false },
  });
  return {
    track(name, properties, context) {
      amplitude.track(name, { ...properties, page: context.page, locale: context.locale });
    },
    setUserProperties(properties) {
      const identify = new amplitude.Identify();
      for (const [key, value] of Object.entries(properties)) {
        if (value === null) continue;
        // The initial_* copies keep the first value ever seen, as their name says.
        if (key.startsWith("initial_")) identify.setOnce(key, value);
        else identify.set(key, value);
      }
      amplitude.identify(identify);
    },
    setOptOut(optOut) {
      amplitude.setOptOut(optOut);
    },
  };
}
