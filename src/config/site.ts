import { z } from "zod";

export const siteEnv = z.object({
  SITE_URL: z.url().default("http://localhost:3000"),
});

/** Public origin of the site: canonical links, sitemap and social cards use it. */
export const siteUrl: string = siteEnv.parse({ SITE_URL: process.env.SITE_URL || undefined }).SITE_URL.replace(/\/$/, "");
