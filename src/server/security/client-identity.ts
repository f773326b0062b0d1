// The client as the app sees it, wherever it runs: the address and origin this process's Node server stamped
// (identity.mjs, sealed), or, on Netlify, the address Netlify's edge sets. Never a header a client chose.
import { inNetlifyRuntime } from "@/config/hosting.mjs";
import { processSingleton } from "@/lib/process-singleton";
import { normalizeAddress } from "./client-address.mjs";
import { CLIENT_ADDRESS_HEADER, PUBLIC_ORIGIN_HEADER, REQUEST_SEAL_HEADER, REQUEST_SEAL_KEY } from "./request-headers.mjs";
import { logger } from "@/lib/log";

const log = logger("limits");

/** Whether the request went through this process's own Node server, which overwrote the client's headers. */
function sealed(request: Pick<Request, "headers">): boolean {
  const seal = processSingleton<unknown>(REQUEST_SEAL_KEY).get();
  return typeof seal === "string" && request.headers.get(REQUEST_SEAL_HEADER) === seal;
}

let warned = false;

/**
 * The client's address, or null when the host gives none the app can trust (then the caller must not pool
 * the request with others: see clientKey). Netlify: `x-nf-client-connection-ip`, which its edge overwrites.
 */
export function clientAddressOf(request: Pick<Request, "headers">): string | null {
  if (inNetlifyRuntime()) return normalizeAddress(request.headers.get("x-nf-client-connection-ip"));
  if (!sealed(request)) return null;
  const address = request.headers.get(CLIENT_ADDRESS_HEADER);
  return address && address !== "unknown" ? address : null;
}

/**
 * The key a client's limits are counted under: its address, or, when the host gives none, a key of this
 * request alone (the per-email limits still hold). Pooling unknown clients would let one block every form.
 */
export function clientKey(request: Request): string {
  const address = clientAddressOf(request);
  if (address) return address;
  if (!warned) {
    warned = true;
    log.error("a request arrived without a client address the server vouches for: limits apply per email address only. Serve the site with `npm start`, `next start` or the Docker image, or on Netlify.");
  }
  return `unknown:${crypto.randomUUID()}`;
}

/** The origin the client asked for, when the server vouches for it (null: use SITE_URL). */
export function publicOriginOf(request: Request): string | null {
  if (inNetlifyRuntime()) {
    try {
      return new URL(request.url).origin;
    } catch {
      return null;
    }
  }
  return sealed(request) ? request.headers.get(PUBLIC_ORIGIN_HEADER) : null;
}
