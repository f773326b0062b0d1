// Who is asking, as a Node HTTP server can tell: the socket's peer, or the address the proxies the operator runs
// in front vouch for. Read by the request hook (identity.mjs) before Next sees a request.
import { isIP } from "node:net";
import { onNetlify } from "../../config/hosting.mjs";

export { CLIENT_ADDRESS_HEADER, FRONT_VARY_HEADER, PUBLIC_ORIGIN_HEADER } from "./request-headers.mjs";

/** An IP address as the site keys it (IPv4-mapped IPv6 unmapped), or null when it is not one. */
export const normalizeAddress = (address) => {
  const value = String(address ?? "").trim();
  const unmapped = value.toLowerCase().startsWith("::ffff:") && isIP(value.slice(7)) === 4 ? value.slice(7) : value;
  return isIP(unmapped) ? unmapped : null;
};

const first = (value) => (Array.isArray(value) ? value[0] : value);
/** A list header's entries (of its first value when repeated), trimmed, empty ones dropped. */
const entries = (value) => String(first(value) ?? "").split(",").map((entry) => entry.trim()).filter(Boolean);

/** `TRUSTED_PROXY_HOPS`: how many proxies the operator runs in front (0 unless a whole positive number). */
export function trustedHops(env = process.env) {
  const hops = Number(env.TRUSTED_PROXY_HOPS ?? 0);
  return Number.isInteger(hops) && hops > 0 ? hops : 0;
}

/**
 * The client's address: the socket's peer, unless the deployment says who stands in front.
 * `TRUSTED_PROXY_HOPS=N`: N proxies we run each append the address they saw to X-Forwarded-For, so the
 * client is the Nth entry from the right (entries further left are whatever the client sent).
 * "unknown" when neither gives an address. Netlify's own header is read by the app (client-identity.ts):
 * there no Node server sees the socket.
 */
export function clientAddress({ headers, socketAddress, env = process.env }) {
  const hops = trustedHops(env);
  if (hops > 0) {
    const chain = entries(headers["x-forwarded-for"]);
    const vouched = chain.length >= hops ? normalizeAddress(chain[chain.length - hops]) : null;
    if (vouched) return vouched;
  }
  return normalizeAddress(socketAddress) ?? "unknown";
}

// A host as a URL may carry it: a name or an IPv4 address, or a bracketed IPv6 one, with an optional port.
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const lastEntry = (value) => entries(value).at(-1);

/**
 * Whether the client's connection reached the site over HTTPS, as the request hook sees it (the app asks
 * requestIsHttps, request-scheme.ts, which reads what the hook wrote): the connection itself is encrypted, or, behind
 * trusted proxies, the X-Forwarded-Proto the nearest one set, on a request that came through them (its X-Forwarded-For
 * has their entries). A client's own X-Forwarded-Proto is never read: without TRUSTED_PROXY_HOPS, or sent
 * straight to the server past the proxies.
 */
export function connectionIsHttps({ headers, encrypted = false, env = process.env }) {
  if (encrypted) return true;
  const hops = trustedHops(env);
  if (hops === 0) return false;
  if (entries(headers["x-forwarded-for"]).length < hops) return false;
  return lastEntry(headers["x-forwarded-proto"])?.toLowerCase() === "https";
}

/** The public origin the deployment names: SITE_URL (on Netlify, its URL), or null when none is set or it is no URL. */
export function siteOrigin(env = process.env) {
  const configured = env.SITE_URL || (onNetlify(env) && env.URL) || "";
  try {
    return configured ? new URL(configured).origin : null;
  } catch {
    return null;
  }
}

/** Names of this machine a development server is reached under. */
const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/i;

/**
 * The site's public origin, for absolute URLs in answers and for the keys of the front's cache: SITE_URL,
 * never a Host header (any client may send any, and each would be a new origin: a cache emptied, links to
 * another site). Without SITE_URL (a development server), the host this machine was reached under, when it is
 * one of its loopback names, with the connection's scheme (or, behind trusted proxies, the nearest one's
 * X-Forwarded-Host and -Proto); null otherwise (the caller falls back).
 */
export function publicOrigin({ headers, encrypted = false, env = process.env }) {
  const configured = siteOrigin(env);
  if (configured) return configured;
  const behindProxy = trustedHops(env) > 0;
  const host = (behindProxy && lastEntry(headers["x-forwarded-host"])) || String(first(headers.host) ?? "").trim();
  const scheme = connectionIsHttps({ headers, encrypted, env }) ? "https" : "http";
  return host && HOST.test(host) && LOOPBACK.test(host) ? `${scheme}://${host.toLowerCase()}` : null;
}
