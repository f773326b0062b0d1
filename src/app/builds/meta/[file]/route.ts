import { buildMeta } from "@/features/deployment/build-meta";

export const dynamic = "force-dynamic";

/**
 * GET /builds/meta/{buildId}.json (spec 7): what an open page needs to know about the build it runs
 * on. Only the build being served is known; an older id is a 404 (that build is gone).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const meta = buildMeta();
  if (file !== `${meta.id}.json`) {
    return new Response(`Page not found: /builds/meta/${encodeURIComponent(file)}\n`, { status: 404, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-cache" } });
  }
  // A build never changes: its meta is cacheable for good.
  return Response.json(meta, { headers: { "cache-control": "public, max-age=31536000, immutable" } });
}
