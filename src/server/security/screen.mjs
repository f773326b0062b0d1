// Requests no part of the site answers, refused before Next sees them (Next would turn most of them into a 500, or
// answer a page): unknown methods, writes to pages, files and Next's own paths, malformed encodings outside page
// paths, a NUL anywhere in the URL, image requests for other hosts, declared bodies over the largest their endpoint
// reads. Plain JavaScript with no imports: the Node request hook (node-requests.mjs) and the Netlify edge function
// (Deno) both run it.

/** Methods the site answers; anything else (TRACE, PROPFIND, CONNECT, …) gets 405. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const READ_METHODS = new Set(["GET", "HEAD"]);
/** Largest body any endpoint reads (analytics batches); larger declared bodies are refused before Next buffers them. */
export const MAX_REQUEST_BYTES = 64 * 1024;
/**
 * The maturity report's upload alone takes more: a PDF of up to 2 MiB, base64 in JSON (a third larger)
 * with room for its other fields; `MAX_ASSESSMENT_PDF_REQUEST_BYTES` of src/lib/forms/payloads.ts, which
 * the endpoint reads (screen.test.ts holds them equal).
 */
export const PDF_UPLOAD_MAX_REQUEST_BYTES = Math.ceil((2 * 1024 * 1024 * 4) / 3) + 4096;
/** The upload's path, as the browser calls it (Netlify's) and as the site serves it. */
const PDF_UPLOAD_PATH = /^\/(?:\.netlify|api)\/functions\/upload-maturity-model-pdf$/;

/**
 * The console's upload of App Store Connect's offer codes: a CSV of up to 4 MiB (`MAX_CODES_FILE_BYTES` of
 * src/server/admin/campaigns.ts, screen.test.ts holds them equal) in a multipart form, with room for its other field.
 */
export const CODES_UPLOAD_MAX_REQUEST_BYTES = 4 * 1024 * 1024 + 16 * 1024;
const CODES_UPLOAD_PATH = /^\/api\/admin\/campaigns\/upload\/?$/;

/** The largest body a request may declare: an upload's for a POST to its endpoint, else `MAX_REQUEST_BYTES`. */
export function maxRequestBytes(method, path) {
  if (method !== "POST") return MAX_REQUEST_BYTES;
  if (PDF_UPLOAD_PATH.test(path)) return PDF_UPLOAD_MAX_REQUEST_BYTES;
  return CODES_UPLOAD_PATH.test(path) ? CODES_UPLOAD_MAX_REQUEST_BYTES : MAX_REQUEST_BYTES;
}

/** Files served as they are: only GET and HEAD. */
const STATIC_FILE = /^\/(?:_next\/static\/|favicon\.svg$|robots\.txt$|sitemap\.xml$)/;
/** Images the optimizer may read: the site's own files and Prismic's CDN. */
const LOCAL_IMAGE = /^\/(?:content-assets|embedded-prismic|_next\/static)\/[^?#\\]*$|^\/favicon\.svg$/;

/** Mirrors isPagePath in src/routing/proxy-routing.ts: endpoints, assets and files are not pages. */
const NOT_PAGES = /^\/(?:_next\/|api\/|builds\/|\.netlify\/|_i18n\/|embedded-prismic\/|content-assets\/|(?:preview|slice-simulator)(?:\/|$))|\.[a-zA-Z0-9]+$/;
// favicon.svg is outside the proxy's matcher; its malformed variants are refused here as before.
export const isPagePath = (path) => !NOT_PAGES.test(path) && !path.startsWith("/favicon.svg");

/** A refusal: JSON naming its code, never cached. */
export function problem(status, code, message, headers = {}) {
  return { status, headers: { "content-type": "application/json", "cache-control": "no-store", ...headers }, body: JSON.stringify({ error: { code, message } }) };
}

function validEncoding(value) {
  try {
    decodeURIComponent(value);
    return true;
  } catch {
    return false;
  }
}

/** Whether a path or query, decoded as the app will read it, holds a NUL (PostgreSQL refuses one in text). */
function hasNul(value) {
  if (/%00/.test(value) || value.includes("\u0000")) return true;
  try {
    return decodeURIComponent(value.replace(/\+/g, " ")).includes("\u0000");
  } catch {
    return false;
  }
}

function validImageUrl(raw) {
  if (!raw) return false;
  if (raw.startsWith("/")) return !raw.startsWith("//") && !raw.includes("..") && LOCAL_IMAGE.test(raw.split("?")[0]);
  try {
    const url = new URL(raw);
    return url.protocol === "https:" && url.hostname === "images.prismic.io";
  } catch {
    return false;
  }
}

/** The answer to a request Next must not see, or null to pass it on. */
export function screenRequest({ method, url, headers }) {
  if (!ALLOWED_METHODS.includes(method)) {
    return problem(405, "method_not_allowed", `${method} is not supported.`, { allow: ALLOWED_METHODS.join(", ") });
  }
  const target = typeof url === "string" ? url : "/";
  if (!target.startsWith("/") || target.startsWith("//")) return problem(400, "malformed_url", "The request target is not a path.");
  const queryAt = target.indexOf("?");
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? "" : target.slice(queryAt + 1);
  // A page path is left to the proxy, which answers the localized 404 page (src/routing/proxy-routing.ts).
  if ((!validEncoding(path) && !isPagePath(path)) || /[\u0000-\u001f\\]/.test(path)) {
    return problem(400, "malformed_url", "The URL path is not valid percent-encoding.");
  }
  // A filter, a search, a token: no value the site reads may hold a NUL (a 500 page or a 503 from PostgreSQL).
  if (hasNul(path) || hasNul(query)) return problem(400, "malformed_url", "The URL may not contain a NUL character.");
  // As Next will see it: dot segments (also encoded) resolved, a trailing slash dropped.
  const normalized = new URL(path, "http://front.invalid").pathname.replace(/(.)\/+$/, "$1");
  // Pages are read, never written: Next would answer a POST, PUT, DELETE or PATCH with the page and a 200.
  if (isPagePath(normalized) && !READ_METHODS.has(method)) {
    return problem(405, "method_not_allowed", "Pages are read with GET.", { allow: "GET, HEAD" });
  }
  // Next's own paths take no writes: a form POST there is read as a server action and fails inside Next with a 500.
  if ((STATIC_FILE.test(path) || STATIC_FILE.test(normalized) || normalized.startsWith("/_next/")) && !READ_METHODS.has(method)) {
    return problem(405, "method_not_allowed", "Files are read with GET.", { allow: "GET, HEAD" });
  }
  if (normalized.startsWith("/_next/image")) {
    if (normalized !== "/_next/image") return problem(404, "not_found", "No such file.");
    if (!READ_METHODS.has(method)) return problem(405, "method_not_allowed", "Images are read with GET.", { allow: "GET, HEAD" });
    if (!validEncoding(query.replace(/\+/g, " "))) return problem(400, "malformed_url", "The query string is not valid percent-encoding.");
    const params = new URLSearchParams(query);
    if (!validImageUrl(params.get("url")) || !/^\d{1,4}$/.test(params.get("w") ?? "") || !/^(?:\d{1,3})?$/.test(params.get("q") ?? "")) {
      return problem(400, "invalid_image_request", "The image URL, width or quality is not allowed.");
    }
  }
  const declared = headers["content-length"];
  if (declared !== undefined && (!/^\d+$/.test(declared) || Number(declared) > maxRequestBytes(method, normalized))) {
    return problem(/^\d+$/.test(declared) ? 413 : 400, "payload_too_large", "The request body is too large.");
  }
  return null;
}
