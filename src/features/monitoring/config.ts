// Monitoring starts on every page: shape checks, not zod.
import { check, literal, numberBetween, object, optional, text, type Checked } from "@/lib/shape";

/** Spec sections 1 and 9: service marketing-website, every session, no replay; the site (EU by default) comes with the settings. */
export const MONITORING_SERVICE = "marketing-website";

const rate = numberBetween(0, 100);

/** Spec section 5: a client token and an application id are required, rates are 0 to 100, consent granted or not-granted. */
export const monitoringConfigShape = object({
  clientToken: text,
  applicationId: text,
  service: text,
  site: text,
  env: optional(text),
  version: optional(text),
  sessionSampleRate: rate,
  sessionReplaySampleRate: rate,
  trackingConsent: literal("granted", "not-granted"),
});
export type MonitoringConfig = Checked<typeof monitoringConfigShape>;

/** The configuration if it is valid, else null. */
export function checkMonitoringConfig(value: unknown): MonitoringConfig | null {
  return check(monitoringConfigShape, value);
}

/** Public identifiers handed to the browser when monitoring is configured. */
export interface MonitoringSettings {
  clientToken: string;
  applicationId: string;
  /** The Datadog site (DATADOG_SITE, the EU one by default: src/server/security/policy.mjs), whose intake the CSP allows. */
  site: string;
  env?: string;
  version?: string;
}

/** The full configuration for the current analytics consent, or null (with a warning) when invalid. */
export function buildMonitoringConfig(settings: MonitoringSettings, analyticsGranted: boolean): MonitoringConfig | null {
  const config = checkMonitoringConfig({
    ...settings,
    service: MONITORING_SERVICE,

    sessionSampleRate: 100,
    sessionReplaySampleRate: 0,
    trackingConsent: analyticsGranted ? "granted" : "not-granted",
  });
  if (!config) console.warn("Monitoring is not started: invalid configuration (a client token and an application id are required)");
  return config;
}
