import "server-only";
import type { MonitoringSettings } from "@/features/monitoring/config";
import { DEFAULT_EMAIL_DOMAIN } from "@/features/tracking/referrer";
import { datadogSite } from "@/server/security/policy.mjs";
import { privacyEnv } from "./env";

/** What the browser needs to know about the measurement services; all values are public. */
export interface PrivacyConfig {
  gtmId?: string;
  amplitudeApiKey?: string;
  monitoring?: MonitoringSettings;
  /** The provider's own email domain, for the referrer mapping. */
  emailDomain: string;
  /** Deployed branch, reported as the `variation` user property. */
  variation: string;
}

/** Reads the measurement configuration (at build time for static pages); a bad value stops with its name. */
export function privacyConfig(env: NodeJS.ProcessEnv = process.env): PrivacyConfig {
  const parsed = privacyEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Measurement: invalid configuration ${issue?.path.join(".")}: ${issue?.message}`);
  }
  const { GTM_ID, AMPLITUDE_API_KEY, DATADOG_CLIENT_TOKEN, DATADOG_APPLICATION_ID, DATADOG_ENV, TRACKING_EMAIL_DOMAIN, BRANCH } = parsed.data;
  return {
    ...(GTM_ID ? { gtmId: GTM_ID } : {}),
    ...(AMPLITUDE_API_KEY ? { amplitudeApiKey: AMPLITUDE_API_KEY } : {}),
    ...(DATADOG_CLIENT_TOKEN && DATADOG_APPLICATION_ID
      ? {
          // The site the CSP opens (policy.mjs): the SDK posts to that site's intake and nowhere else.
          monitoring: { clientToken: DATADOG_CLIENT_TOKEN, applicationId: DATADOG_APPLICATION_ID, site: datadogSite(env), ...(DATADOG_ENV ? { env: DATADOG_ENV } : {}) },
        }
      : {}),
    emailDomain: TRACKING_EMAIL_DOMAIN ?? DEFAULT_EMAIL_DOMAIN,
    variation: BRANCH ?? "main",
  };
}
