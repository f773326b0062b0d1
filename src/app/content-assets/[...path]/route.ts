import { serveContentAsset } from "@/content/embedded/assets";

/** Images and documents of the embedded content, served from `content/assets/`. */
export async function GET(_request: Request, context: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const { path } = await context.params;
  return serveContentAsset(path);
}
