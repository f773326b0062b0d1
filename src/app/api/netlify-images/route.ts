import { prismicRepositoryName } from "@/content/client";
import { resolveImageProxy } from "@/features/images/netlify-images";

/**
 * GET /.netlify/images?url=&w=&h=&q=&fm=&fit= (rewritten here by next.config.ts): see resolveImageProxy. Prismic's
 * images only of the configured repository (PRISMIC_REPOSITORY_NAME), never any path on Prismic's CDN.
 */
export function GET(request: Request): Response {
  const answer = resolveImageProxy(new URL(request.url).searchParams, { prismicRepository: prismicRepositoryName });
  if (answer.kind === "invalid") {
    return new Response(`${answer.message}\n`, { status: 400, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
  }
  // The same parameters always lead to the same variant: browsers and CDNs may keep the redirect a day.
  return new Response(null, { status: 307, headers: { location: answer.location, "cache-control": "public, max-age=86400" } });
}
