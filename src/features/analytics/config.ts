import "server-only";
import { z } from "zod";
import { isValidGtmId } from "@/features/consent/tag-manager";
import type { MonitoringSettings } from "@/features/monitoring/config";
import { DEFAULT_EMAIL_DOMAIN } from "@/features/tracking/referrer";

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

const optional = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const privacyEnv = z.object({
  GTM_ID: optional,
  AMPLITUDE_API_KEY: optional,
  DATADOG_CLIENT_TOKEN: optional,
  DATADOG_APPLICATION_ID: optional,
  DATADOG_ENV: optional,
  TRACKING_EMAIL_DOMAIN: z.string().trim().toLowerCase().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/).optional().catch(undefined),
  BRANCH: optional,
});

/** Reads the measurement configuration (server side, at build time for static pages). */
export function privacyConfig(env: NodeJS.ProcessEnv = process.env): PrivacyConfig {
  const parsed = privacyEnv.parse({
    GTM_ID: env.GTM_ID ?? env.NEXT_PUBLIC_GTM_ID,
    AMPLITUDE_API_KEY: env.AMPLITUDE_API_KEY ?? env.NEXT_PUBLIC_AMPLITUDE_API_KEY,
    DATADOG_CLIENT_TOKEN: env.DATADOG_CLIENT_TOKEN ?? env.NEXT_PUBLIC_DATADOG_CLIENT_TOKEN,
    DATADOG_APPLICATION_ID: env.DATADOG_APPLICATION_ID ?? env.NEXT_PUBLIC_DATADOG_APPLICATION_ID,
    DATADOG_ENV: env.DATADOG_ENV,
    TRACKING_EMAIL_DOMAIN: env.TRACKING_EMAIL_DOMAIN || undefined,
    BRANCH: env.BRANCH,
  });
  if (parsed.GTM_ID && !isValidGtmId(parsed.GTM_ID)) {
    console.warn(`GTM_ID "${parsed.GTM_ID}" is not a tag manager id (GTM- then uppercase letters and digits): the tag manager stays off`);
  }
  const { DATADOG_CLIENT_TOKEN: clientToken, DATADOG_APPLICATION_ID: applicationId } = parsed;
  if (Boolean(clientToken) !== Boolean(applicationId)) {
    console.warn("Monitoring needs both DATADOG_CLIENT_TOKEN and DATADOG_APPLICATION_ID: it stays off");
  }
  return {
    ...(isValidGtmId(parsed.GTM_ID) ? { gtmId: parsed.GTM_ID } : {}),
    ...(parsed.AMPLITUDE_API_KEY ? { amplitudeApiKey: parsed.AMPLITUDE_API_KEY } : {}),
    ...(clientToken && applicationId
      ? { monitoring: { clientToken, applicationId, ...(parsed.DATADOG_ENV ? { env: parsed.DATADOG_ENV } : {}) } }
      : {}),
    emailDomain: parsed.TRACKING_EMAIL_DOMAIN ?? DEFAULT_EMAIL_DOMAIN,
    variation: parsed.BRANCH ?? "main",
  };
}
