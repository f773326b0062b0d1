// GET /api/routing/?path=/de/preise/[&key=…] → { redirect, exists }: what the proxy needs to know of a page path
// when it runs away from the content (Netlify's edge). Public facts about public paths; kept a minute by a CDN.
import { lookupPath } from "@/content/path-lookup";
import { errorResponse, json } from "@/server/api/endpoint";

export const dynamic = "force-dynamic";

export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const path = params.get("path");
  const key = params.get("key");
  if (!path || !path.startsWith("/") || path.startsWith("//") || path.length > 2048 || (key !== null && key.length > 512)) {
    return errorResponse(400, { code: "invalid_value", field: "path", message: "A page path is required." });
  }
  try {
    const answer = await lookupPath(path, key);
    // A dashboard key is a password: that answer is never shared.
    return json(answer, 200, { "cache-control": key === null ? "public, max-age=0, s-maxage=60" : "private, no-store" });
  } catch {
    return errorResponse(503, { code: "service_unavailable", message: "The content cannot be read right now." }, { "retry-after": "5" });
  }
}
