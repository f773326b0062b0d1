import { buildMeta } from "@/features/deployment/build-meta";
import { bareNotFound } from "@/routing/proxy-routing";

export const dynamic = "force-dynamic";

/**
 * GET /builds/meta/{buildId}.json (spec 7): what an open page needs to know about the build it runs
 * on. Only the build being served is known; an older id is a 404 (that build is gone).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const meta = buildMeta();
  if (file !== `${meta.id}.json`) {
    // Not cached: the id of a build being deployed must not stay a 404.
    const missing = bareNotFound(`/builds/meta/${encodeURIComponent(file)}`);
    missing.headers.set("cache-control", "no-cache");
    return missing;
  }
  // A build never changes: its meta is cacheable for good.
  return Response.json(meta, { headers: { "cache-control": "public, max-age=31536000, immutable" } });
}
