import type { AnalyticsEventName, EventProperties } from "@/lib/analytics/event-schema";
import type { Locale } from "@/routing/locales";

/** Where the page is when an event happens. */
export interface EventContext {
  page: string;
  locale: Locale;
}

/** What the site needs from an analytics service: Amplitude when configured, the embedded endpoint otherwise. */
export interface AnalyticsProvider {
  track(name: AnalyticsEventName, properties: EventProperties, context: EventContext): void;
  setUserProperties(properties: EventProperties): void;
  /** Stops (or resumes) anything the provider sends on its own, such as session events. */
  setOptOut(optOut: boolean): void;
}
