import { sitemapPartParams, sitemapPartResponse } from "@/content/sitemap/response";

/** The files of a sitemap past 50,000 addresses; one the content grew into since the build is made on request. */
export const dynamic = "force-static";

export function generateStaticParams() {
  return sitemapPartParams();
}

export async function GET(_request: Request, { params }: RouteContext<"/sitemap/[part]">) {
  return sitemapPartResponse((await params).part);
}
