import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";

/** URL path the files of `content/assets/` are served under. */
export const CONTENT_ASSETS_PATH = "/content-assets";

/**
 * Files keep their names when they change (the seed writes `book-en.pdf` again, an editor replaces a file): browsers
 * and CDNs keep one as long as a page (five minutes), then ask again with its ETag and get a 304 while it is the same.
 */
export const CONTENT_ASSET_CACHE_CONTROL = "public, max-age=300, must-revalidate";

const contentTypes: Record<string, string> = {
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".jpeg": "image/jpeg",
  ".jpg": "image/jpeg",
  ".json": "application/json",
  ".mp4": "video/mp4",
  ".pdf": "application/pdf",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
  ".webm": "video/webm",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
};

function problem(status: 400 | 404, message: string): Response {
  return new Response(JSON.stringify({ error: message }), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });
}

/**
 * Serves one file of the assets folder. Segments that could leave the folder (`..`, separators,
 * hidden files) are refused with 400; anything that is not a file answers 404.
 */
export async function serveContentAsset(
  segments: string[],
  root = path.join(process.cwd(), "content", "assets"),
  extraHeaders: Record<string, string> = {},
  ifNoneMatch: string | null = null,
): Promise<Response> {
  if (
    segments.length === 0 ||
    segments.some((segment) => segment === "" || segment.startsWith(".") || /[\\/\0]/.test(segment))
  ) {
    return problem(400, "Invalid asset path");
  }
  const base = path.resolve(/*turbopackIgnore: true*/ root);
  const file = path.resolve(/*turbopackIgnore: true*/ base, ...segments);
  if (!file.startsWith(base + path.sep)) return problem(400, "Invalid asset path");
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return problem(404, "Asset not found");
  const contentType = contentTypes[path.extname(file).toLowerCase()] ?? "application/octet-stream";
  const etag = `W/"${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}"`;
  const headers: Record<string, string> = {
    "content-type": contentType,
    "content-length": String(info.size),
    "cache-control": CONTENT_ASSET_CACHE_CONTROL,
    etag,
    "x-content-type-options": "nosniff",
  };
  // An SVG opened directly must not run scripts on the site's origin.
  if (contentType === "image/svg+xml") headers["content-security-policy"] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
  Object.assign(headers, extraHeaders);
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*")) {
    const { "content-length": _length, ...unchanged } = headers;
    return new Response(null, { status: 304, headers: unchanged });
  }
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, { headers });
}
