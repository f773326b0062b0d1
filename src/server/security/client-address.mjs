// Who is asking: the address the front vouches for, set on every request before Next sees it.
import { isIP } from "node:net";

/** The header the front sets (any incoming one is overwritten): the only address endpoints trust. */
export const CLIENT_ADDRESS_HEADER = "x-client-address";

const normalize = (address) => {
  const value = String(address ?? "").trim();
  const unmapped = value.toLowerCase().startsWith("::ffff:") && isIP(value.slice(7)) === 4 ? value.slice(7) : value;
  return isIP(unmapped) ? unmapped : null;
};

const first = (value) => (Array.isArray(value) ? value[0] : value);

/**
 * The client's address: the socket's peer, unless the deployment says who stands in front.
 * `TRUSTED_PROXY_HOPS=N`: N proxies we run each append the address they saw to X-Forwarded-For, so the
 * client is the Nth entry from the right (entries further left are whatever the client sent).
 * `NETLIFY=true`: Netlify's edge sets `x-nf-client-connection-ip`, which a client cannot set.
 */
export function clientAddress({ headers, socketAddress, env = process.env }) {
  if (env.NETLIFY === "true") {
    const netlify = normalize(first(headers["x-nf-client-connection-ip"]));
    if (netlify) return netlify;
  }
  const hops = Number(env.TRUSTED_PROXY_HOPS ?? 0);
  if (Number.isInteger(hops) && hops > 0) {
    const chain = String(first(headers["x-forwarded-for"]) ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const vouched = chain.length >= hops ? normalize(chain[chain.length - hops]) : null;
    if (vouched) return vouched;
  }
  return normalize(socketAddress) ?? "unknown";
}

/**
 * The header the proxy sets on a page's answer: the request inputs it depends on besides the URL, as
 * `cookie:name` or a header's name, comma-separated. The front's response cache keys the page on them
 * (src/server/security/response-cache.mjs) and never sends it.
 */
export const FRONT_VARY_HEADER = "x-front-vary";

/** The header the front sets (any incoming one is overwritten): the origin the client asked for. */
export const PUBLIC_ORIGIN_HEADER = "x-public-origin";

// A host as a URL may carry it: a name or an IPv4 address, or a bracketed IPv6 one, with an optional port.
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const lastEntry = (value) => {
  const entries = String(first(value) ?? "").split(",").map((entry) => entry.trim()).filter(Boolean);
  return entries.at(-1);
};

/**
 * The origin the client used, for absolute URLs in answers (the content API's links): the Host header
 * and the connection's scheme; behind trusted proxies (`TRUSTED_PROXY_HOPS`, `NETLIFY`), the
 * X-Forwarded-Host and -Proto the nearest one set. A malformed host gives null (the caller falls back).
 */
export function publicOrigin({ headers, encrypted = false, env = process.env }) {
  const behindProxy = env.NETLIFY === "true" || (Number.isInteger(Number(env.TRUSTED_PROXY_HOPS)) && Number(env.TRUSTED_PROXY_HOPS) > 0);
  const host = (behindProxy && lastEntry(headers["x-forwarded-host"])) || String(first(headers.host) ?? "").trim();
  const forwardedProto = behindProxy ? lastEntry(headers["x-forwarded-proto"])?.toLowerCase() : undefined;
  const scheme = forwardedProto === "https" || forwardedProto === "http" ? forwardedProto : encrypted ? "https" : "http";
  return host && HOST.test(host) ? `${scheme}://${host.toLowerCase()}` : null;
}
