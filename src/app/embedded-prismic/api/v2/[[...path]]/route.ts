import { createEmbeddedHandler } from "@/content/embedded/handler";

/**
 * The embedded repository over HTTP: any Prismic client can use
 * `<site>/embedded-prismic/api/v2` as its endpoint to read the local content.
 */
const handler = createEmbeddedHandler();

// Answers depend on the query string and the current content, never on the build.
export const dynamic = "force-dynamic";

export function GET(request: Request): Promise<Response> {
  return handler(request);
}
