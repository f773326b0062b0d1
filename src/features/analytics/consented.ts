import { monitoring, syncMonitoring } from "@/features/monitoring/datadog";
import { observeWebVitals } from "@/features/monitoring/web-vitals";
import { enrichCompanyDomain, readCompanyDomain } from "@/features/tracking/company-domain";
import { readTrafficSource } from "@/features/tracking/capture";
import { useConsentStore } from "@/features/consent/store";
import { setUserProperties, trackEvent } from "./analytics";
import type { PrivacyConfig } from "./config";
import { buildUserProperties } from "./user-properties";

/*
 * What measurement does only with the visitor's analytics consent, in a chunk of its own (measurement.ts loads it
 * when consent is granted): web vitals, monitoring, the analytics user properties and the company-domain
 * enrichment. A visitor who has not said yes downloads none of it.
 */

let vitalsObserved = false;
let enriched = false;

// Web vitals are only reported with analytics consent, so their library loads only then.
function observeVitals(config: PrivacyConfig): void {
  if (vitalsObserved) return;
  vitalsObserved = true;
  void observeWebVitals((metric) => {
    const properties = { name: metric.name, value: Math.round(metric.value * 1000) / 1000, rating: metric.rating };
    if (!config.monitoring) return trackEvent("Web vital", properties);
    void monitoring().then((rum) => {
      if (rum && useConsentStore.getState().analytics) rum.addAction("web_vital", properties);
    });
  });
}

/** Analytics granted (at load or later): monitoring, vitals, the user properties, and once per new session the enrichment. */
export function analyticsGranted(config: PrivacyConfig, isNewSession: boolean): void {
  // Withdrawn while this chunk was on its way: nothing of it runs (the refusal has already been applied).
  if (!useConsentStore.getState().analytics) return;
  if (config.monitoring) syncMonitoring(config.monitoring, true);
  observeVitals(config);
  const identify = () => setUserProperties(buildUserProperties(config.variation, readTrafficSource(), readCompanyDomain()));
  identify();
  // Enrichment runs once per new session, and only with analytics consent (it reveals the visitor's network).
  if (isNewSession && !enriched) {
    enriched = true;
    void enrichCompanyDomain().then((company) => company && identify());
  }
}

/** Analytics withdrawn after it was granted on this page: monitoring stops tracking. */
export function analyticsWithdrawn(config: PrivacyConfig): void {
  if (config.monitoring) syncMonitoring(config.monitoring, false);
}
