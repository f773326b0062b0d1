// Whether a request reached the site over HTTPS, as the app may act on it (HSTS, `Secure` cookies), in any runtime
// (the proxy at Netlify's edge too: no Node module here). Never a client's own X-Forwarded-Proto.
import { inNetlifyRuntime } from "@/config/hosting.mjs";
import { processSingleton } from "@/lib/process-singleton";
import { siteIsHttps } from "./policy.mjs";
import { REQUEST_SEAL_HEADER, REQUEST_SEAL_KEY } from "./request-headers.mjs";

type Env = Record<string, string | undefined>;

/** Whether this process's Node server stamped the request (node-requests.mjs), overwriting the client's headers. */
const sealed = (request: Request) => {
  const seal = processSingleton<unknown>(REQUEST_SEAL_KEY).get();
  return typeof seal === "string" && request.headers.get(REQUEST_SEAL_HEADER) === seal;
};

/**
 * HTTPS when SITE_URL is https; else on Netlify the URL its edge hands over; else, through this process's Node
 * server, the X-Forwarded-Proto its request hook wrote (from the connection, or from the trusted proxies of
 * TRUSTED_PROXY_HOPS). Any other request (no hook saw it) is not taken at its word.
 */
export function requestIsHttps(request: Request, env: Env = process.env): boolean {
  if (siteIsHttps(env)) return true;
  if (inNetlifyRuntime()) {
    try {
      return new URL(request.url).protocol === "https:";
    } catch {
      return false;
    }
  }
  return sealed(request) && request.headers.get("x-forwarded-proto") === "https";
}
