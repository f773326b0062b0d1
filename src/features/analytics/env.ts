import { z } from "zod";
import { optionalEnv } from "@/server/integrations/env";
import { DATADOG_SITES } from "@/server/security/policy.mjs";

// The measurement settings' schema, apart from the server-only module that reads them (config.ts), so the
// environment check (src/config/env.ts) runs wherever the server does, Netlify's functions included.
const text = optionalEnv(z.string().trim().min(1));

export const privacyEnv = z
  .object({
    GTM_ID: optionalEnv(z.string().regex(/^GTM-[A-Z0-9]+$/, "must be GTM- then uppercase letters and digits")),
    AMPLITUDE_API_KEY: text,
    DATADOG_CLIENT_TOKEN: text,
    DATADOG_APPLICATION_ID: text,
    DATADOG_ENV: text,
    DATADOG_SITE: optionalEnv(z.enum(DATADOG_SITES as [string, ...string[]], { error: `one of ${DATADOG_SITES.join(", ")}` })),
    TRACKING_EMAIL_DOMAIN: optionalEnv(z.string().trim().toLowerCase().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, "must be a domain name")),
    BRANCH: text,
  })
  .refine((env) => Boolean(env.DATADOG_CLIENT_TOKEN) === Boolean(env.DATADOG_APPLICATION_ID), {
    message: "monitoring needs both DATADOG_CLIENT_TOKEN and DATADOG_APPLICATION_ID",
    path: ["DATADOG_APPLICATION_ID"],
  });
