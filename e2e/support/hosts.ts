// The hosts the host-independent tests (e2e/hosts.spec.ts) run against. By default the two servers of the
// browser tests' own run: `npm start` (scripts/start.mjs, the front) and a bare `next start` over the same build.
// CI adds the Docker image's standalone server and Netlify's runtime with E2E_HOSTS (scripts/ci-hosts.sh).

export interface E2eHost {
  name: string;
  url: string;
  /** Whether the host trusts X-Forwarded-For (TRUSTED_PROXY_HOPS, the tests standing in for the proxy). */
  trustsForwardedFor: boolean;
  /**
   * Netlify's edge adapter of the proxy adds `x-middleware-rewrite` to a rewritten answer after every other edge
   * function has run (README, "Deployment"): a known gap of that runtime, not checked there.
   */
  addsRewriteHint?: boolean;
  /**
   * Netlify's CLI run locally: its own server stops on a percent-encoding that is not UTF-8 (URIError) and Deno's Request
   * refuses TRACE, CONNECT and TRACK before any site code runs. Such requests are not sent there. It also gives every
   * client one address (127.0.0.1), so two clients cannot be told apart there, and takes the address it hands functions
   * from a request's X-Forwarded-For (Netlify's edge sets it from the connection), so that header is not forged there.
   */
  localNetlifyCli?: boolean;
  /** Fewer fuzz requests than FUZZ_REQUESTS: a host whose server another host's full run already covers. */
  fuzzRequests?: number;
}

/** What the local Netlify CLI cannot take (see E2eHost.localNetlifyCli). */
export function cliCannotTake(method: string, path: string): boolean {
  if (["TRACE", "CONNECT", "TRACK"].includes(method.toUpperCase())) return true;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

export const e2ePort = Number(process.env.E2E_PORT || 3100);
/** The bare `next start` beside the browser tests' server. */
export const bareNextPort = e2ePort + 1;

export function e2eHosts(): E2eHost[] {
  if (process.env.E2E_HOSTS) return JSON.parse(process.env.E2E_HOSTS) as E2eHost[];
  return [
    { name: "npm start", url: `http://localhost:${e2ePort}`, trustsForwardedFor: true },
    // The Docker image's server (scripts/ci-docker.mjs) is the same Next server without the front: it gets the full run.
    { name: "next start", url: `http://localhost:${bareNextPort}`, trustsForwardedFor: true, fuzzRequests: 3_000 },
  ];
}
