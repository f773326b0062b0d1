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
