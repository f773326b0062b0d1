import { buildMonitoringConfig, type MonitoringSettings } from "./config";

type Rum = (typeof import("@datadog/browser-rum"))["datadogRum"];

let rum: Promise<Rum | null> | null = null;

/**
 * Starts Datadog RUM the first time analytics consent is granted (its SDK is loaded only then),
 * and afterwards keeps its tracking consent in step with the analytics consent.
 */
export function syncMonitoring(settings: MonitoringSettings, analyticsGranted: boolean): void {
  if (!rum) {
    if (!analyticsGranted) return;
    const config = buildMonitoringConfig(settings, true);
    if (!config) return;
    rum = import("@datadog/browser-rum")
      .then(({ datadogRum }) => {
        datadogRum.init(config);
        return datadogRum;
      })
      .catch((error: unknown) => {
        console.warn("Monitoring could not start", error);
        return null;
      });
    return;
  }
  void rum.then((datadogRum) => datadogRum?.setTrackingConsent(analyticsGranted ? "granted" : "not-granted"));
}

/** The started RUM instance, or null when monitoring is off. */
export function monitoring(): Promise<Rum | null> {
  return rum ?? Promise.resolve(null);
}
