// zod/mini: monitoring starts on every page.
import * as z from "zod/mini";

/** Spec sections 1 and 9: service marketing-website on the EU site, every session, no replay. */
export const MONITORING_SERVICE = "marketing-website";
export const MONITORING_SITE = "datadoghq.eu";

const rate = z.number().check(z.minimum(0), z.maximum(100));

/** Spec section 5: a client token and an application id are required, rates are 0 to 100, consent granted or not-granted. */
export const monitoringConfigSchema = z.object({
  clientToken: z.string().check(z.trim(), z.minLength(1)),
  applicationId: z.string().check(z.trim(), z.minLength(1)),
  service: z.string().check(z.minLength(1)),
  site: z.string().check(z.minLength(1)),
  env: z.optional(z.string().check(z.minLength(1))),
  version: z.optional(z.string().check(z.minLength(1))),
  sessionSampleRate: rate,
  sessionReplaySampleRate: rate,
  trackingConsent: z.enum(["granted", "not-granted"]),
});
export type MonitoringConfig = z.infer<typeof monitoringConfigSchema>;

/** Public identifiers handed to the browser when monitoring is configured. */
export interface MonitoringSettings {
  clientToken: string;
  applicationId: string;
  env?: string;
  version?: string;
}

/** The full configuration for the current analytics consent, or null (with a warning) when invalid. */
export function buildMonitoringConfig(settings: MonitoringSettings, analyticsGranted: boolean): MonitoringConfig | null {
  const parsed = monitoringConfigSchema.safeParse({
    ...settings,
    service: MONITORING_SERVICE,
    site: MONITORING_SITE,
    sessionSampleRate: 100,
    sessionReplaySampleRate: 0,
    trackingConsent: analyticsGranted ? "granted" : "not-granted",
  });
  if (!parsed.success) {
    console.warn("Monitoring is not started: invalid configuration", z.prettifyError(parsed.error));
    return null;
  }
  return parsed.data;
}
