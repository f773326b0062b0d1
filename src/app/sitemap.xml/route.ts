import { sitemapResponse } from "@/content/sitemap/response";

/** Made at build time, then again after the content's lifetime (the data it reads sets it). */
export const dynamic = "force-static";

export function GET() {
  return sitemapResponse();
}
