import { CONTENT_ASSETS_PATH, serveContentAsset } from "@/content/embedded/assets";
import { gatedAssetUrls } from "@/content/embedded/gated";
import { getEmbeddedRepository } from "@/content/embedded/repository";

/**
 * Images and documents of the embedded content, served from `content/assets/`. A document behind a
 * form (gated ebook) answers 404 like a missing file: it is only served by the signed download link.
 */
export async function GET(request: Request, context: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const { path } = await context.params;
  let gated: Set<string>;
  try {
    gated = gatedAssetUrls(await getEmbeddedRepository().content());
  } catch {
    return Response.json({ error: "The content could not be loaded" }, { status: 503, headers: { "cache-control": "no-store", "retry-after": "30" } });
  }
  if (gated.has(`${CONTENT_ASSETS_PATH}/${path.join("/")}`)) {
    return Response.json({ error: "Asset not found" }, { status: 404, headers: { "cache-control": "no-store" } });
  }
  return serveContentAsset(path, undefined, {}, request.headers.get("if-none-match"));
}
