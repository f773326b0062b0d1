// The front of a self-hosted server (`npm start`, the Docker image): what makes it faster, nothing a visitor's
// safety depends on. It answers from memory what Next marked as shareable (response-cache.mjs), compressed once.
// Identity, screening, security headers and page policies are the request hook's (src/server/security/
// node-requests.mjs), which every Node server of the site runs; the front only orders the page policy after
// its cache, so the cache keeps pages as visitors get them.
import { holdHtml } from "../security/page-policy.mjs";
import { REQUEST_POLICY } from "../security/node-requests.mjs";
import { FRONT_RUNNING_KEY, PUBLIC_ORIGIN_HEADER } from "../security/request-headers.mjs";
import { isPagePath } from "../security/screen.mjs";
import { responseCacheFromEnv, withoutFrontVary } from "./response-cache.mjs";
import { componentLog } from "../observability/log.mjs";

/** Wraps Next's request handler with the response cache. */
export function createFrontHandler(handle, { env = process.env, log = componentLog("front"), cache = responseCacheFromEnv(env, log) } = {}) {
  globalThis[FRONT_RUNNING_KEY] = true;
  return (req, res) => {
    const policy = req[REQUEST_POLICY];
    // A refused request (the hook sent it to /api/screened/), or one that arrived before the hook: Next answers.
    if (!policy) return forward(handle, req, res, log);
    const origin = typeof req.headers[PUBLIC_ORIGIN_HEADER] === "string" ? req.headers[PUBLIC_ORIGIN_HEADER] : null;
    const context = { https: policy.https, origin };
    // A shareable answer already made for this request: its headers (policy included) and bytes as they were.
    if (cache?.serve(req, res, context)) return;
    if (cache) cache.capture(req, res, { ...context, page: isPagePath(new URL(req.url, "http://front.invalid").pathname) });
    else withoutFrontVary(res);
    holdHtml(res, { https: policy.https, env, log, frameAncestors: policy.frameAncestors });
    forward(handle, req, res, log);
  };
}

function forward(handle, req, res, log) {
  Promise.resolve(handle(req, res)).catch((error) => {
    log.error("request failed", error);
    if (!res.headersSent) {
      res.statusCode = 503;
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ error: { code: "service_unavailable", message: "The service is unavailable. Try again in a moment." } }));
    } else res.destroy();
  });
}
