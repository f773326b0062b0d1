import { z } from "zod";
import { optionalEnv } from "@/server/integrations/env";
import { siteOrigin } from "./site";

/**
 * The other sites a visitor is sent to (spec 1: a main marketing site, a landing-page host, a learning app), with the
 * company's real addresses as defaults. Content links to the learning app name the same origin (the seed's do; the
 * sitemap crawl in e2e/promises.spec.ts checks every page against the mails' sign-in link).
 */
export const DEFAULT_OUTSIDE_HOSTS = {
  learningApp: "https://app.quillio.com",
  mainSite: "https://www.quillio.com",
  landingPages: "https://lp.quillio.com",
} as const;

export const hostsEnv = z.object({
  LEARNING_APP_URL: optionalEnv(siteOrigin),
  MAIN_SITE_URL: optionalEnv(siteOrigin),
  LP_HOST_URL: optionalEnv(siteOrigin),
  /** The sign-in page of the learning app, when it is not `<LEARNING_APP_URL>/login`. */
  LEARNING_APP_LOGIN_URL: optionalEnv(z.url({ protocol: /^https?$/ })),
});

export interface OutsideHosts {
  learningApp: string;
  /** The learning app's sign-in page: the welcome mail's button and the site's "Sign in" link. */
  learningAppLogin: string;
  mainSite: string;
  landingPages: string;
}

type Env = Record<string, string | undefined>;

/**
 * The configured hosts. Never throws: a bad value is reported by name at start (src/config/env.ts) and the default
 * stands in meanwhile, so a mail queued or a page rendered never fails on it.
 */
export function outsideHosts(env: Env = process.env): OutsideHosts {
  const read = (name: keyof z.infer<typeof hostsEnv>) => {
    const parsed = hostsEnv.shape[name].safeParse(env[name]);
    return parsed.success ? parsed.data : undefined;
  };
  const learningApp = read("LEARNING_APP_URL") ?? DEFAULT_OUTSIDE_HOSTS.learningApp;
  return {
    learningApp,
    learningAppLogin: read("LEARNING_APP_LOGIN_URL") ?? `${learningApp}/login`,
    mainSite: read("MAIN_SITE_URL") ?? DEFAULT_OUTSIDE_HOSTS.mainSite,
    landingPages: read("LP_HOST_URL") ?? DEFAULT_OUTSIDE_HOSTS.landingPages,
  };
}
