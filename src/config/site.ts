import { z } from "zod";
import { onNetlify } from "./hosting.mjs";

/** The address a development server, a build or a test names when nothing else is configured. */
export const LOCAL_SITE_URL = "http://localhost:3000";

/** A public origin: http or https, a host, no path, query or fragment (one trailing slash is allowed and dropped). */
export const siteOrigin = z
  .url({ protocol: /^https?$/, error: "must be the site's public address, such as https://www.example.com" })
  .refine((value) => {
    // Zod runs this even when the value is no URL (the check above has said so already).
    if (!URL.canParse(value)) return true;
    const url = new URL(value);
    return url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
  }, "must be an origin only (https://www.example.com), without a path, query or credentials")
  .transform((value) => (URL.canParse(value) ? new URL(value).origin : value));

export const siteEnv = z.object({
  SITE_URL: siteOrigin.default(LOCAL_SITE_URL),
});

type Env = Record<string, string | undefined>;

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

/** The configured public origin, or an error naming SITE_URL (or URL on Netlify) and what is wrong with it. */
export function readSiteUrl(env: Env = process.env): string {
  const parsed = siteOrigin.safeParse(configuredSiteUrl(env) || LOCAL_SITE_URL);
  if (parsed.success) return parsed.data;
  const name = env.SITE_URL ? "SITE_URL" : "URL";
  throw new Error(`${name}: ${parsed.error.issues[0]?.message ?? "invalid"} (got ${JSON.stringify(configuredSiteUrl(env))})`);
}

/**
 * Public origin of the site: canonical links, sitemap and social cards use it. A bad value never throws here (a
 * module that imports this must still load, so that the server can report the variable by name and stop: the
 * environment check of instrumentation-node.ts and next.config.ts); it stands in as the local address meanwhile.
 */
export const siteUrl: string = (() => {
  try {
    return readSiteUrl();
  } catch {
    return LOCAL_SITE_URL;
  }
})();
