import { createEmbeddedHandler } from "@/content/embedded/handler";

/**
 * The embedded repository over HTTP: any Prismic client can use
 * `<site>/embedded-prismic/api/v2` as its endpoint to read the local content. Public, so the PDFs
 * behind forms are not listed: the site reads them in-process and hands them out by signed link.
 */
const handler = createEmbeddedHandler({ redactGatedAssets: true });

// Answers depend on the query string and the current content, never on the build.
export const dynamic = "force-dynamic";

export function GET(request: Request): Promise<Response> {
  return handler(request);
}
