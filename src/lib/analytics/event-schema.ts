import { z } from "zod";
import { locales } from "@/routing/locales";
import { EMBEDDED_ANALYTICS_PATH, MAX_EVENTS_PER_BATCH } from "./event-limits";

/** Analytics event names sent to the configured provider (Amplitude or the embedded endpoint). */
export const analyticsEventNames = [
  "Page viewed",
  "CTA clicked",
  "Half page scroll",
  "Page scrolled",
  "Video played",
  "Video paused",
  "Video ended",
  "Video seeked",
  "Video progress",
  "Form started",
  "Form submitted",
  "Web vital",
] as const;
export type AnalyticsEventName = (typeof analyticsEventNames)[number];

export type EventPropertyValue = string | number | boolean | null;
export type EventProperties = Record<string, EventPropertyValue>;

const propertyValue = z.union([z.string().max(2000), z.number().finite(), z.boolean(), z.null()]);

export const embeddedEventSchema = z.object({
  name: z.enum(analyticsEventNames),
  /** Path of the page, without query or hash. */
  page: z.string().startsWith("/").max(2000),
  locale: z.enum(locales),
  properties: z.record(z.string().max(100), propertyValue).refine((value) => Object.keys(value).length <= 50, "Too many properties"),
});
export type EmbeddedEvent = z.infer<typeof embeddedEventSchema>;

export { MAX_EVENTS_PER_BATCH, EMBEDDED_ANALYTICS_PATH };
export const embeddedBatchSchema = z.object({ events: z.array(embeddedEventSchema).min(1).max(MAX_EVENTS_PER_BATCH) });

