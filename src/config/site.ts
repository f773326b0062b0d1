import { z } from "zod";

/** The address a development server, a build or a test names when nothing else is configured. */
export const LOCAL_SITE_URL = "http://localhost:3000";

export const siteEnv = z.object({
  SITE_URL: z.url().default(LOCAL_SITE_URL),
});

type Env = Record<string, string | undefined>;

/** Netlify's build sets NETLIFY; its functions run with the Netlify global. */
function onNetlify(env: Env): boolean {
  return env.NETLIFY === "true" || typeof (globalThis as { Netlify?: unknown }).Netlify === "object";
}

/** The public origin the environment names: SITE_URL, else on Netlify the deployment's own address (URL). */
export function configuredSiteUrl(env: Env = process.env): string | null {
  return env.SITE_URL || (onNetlify(env) && env.URL) || null;
}

/** Why a production server must not start, or null: without its address every canonical, sitemap, mail and PDF names localhost. */
export function missingSiteUrlProblem(env: Env = process.env): string | null {
  if (env.NODE_ENV !== "production" || configuredSiteUrl(env)) return null;
  return (
    "SITE_URL: not set. A production server needs the site's public address (SITE_URL=https://www.example.com): " +
    "canonical links, the sitemap, mails and PDFs name it. `npm start` sets http://localhost:<port> by itself; on Netlify, URL is used."
  );
}

/** Public origin of the site: canonical links, sitemap and social cards use it. */
export const siteUrl: string = siteEnv.parse({ SITE_URL: configuredSiteUrl() || undefined }).SITE_URL.replace(/\/$/, "");
