import type { Metric } from "web-vitals";

export type WebVitalSink = (metric: Pick<Metric, "name" | "value" | "rating" | "navigationType">) => void;

/** Core Web Vitals (plus FCP and TTFB) of the page, reported once each when final. The library loads lazily. */
export async function observeWebVitals(sink: WebVitalSink): Promise<void> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import("web-vitals");
  const report = ({ name, value, rating, navigationType }: Metric) => sink({ name, value, rating, navigationType });
  for (const observe of [onCLS, onFCP, onINP, onLCP, onTTFB]) observe(report);
}
