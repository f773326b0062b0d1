import { afterEach, describe, expect, it, vi } from "vitest";
import { endpoint, json } from "@/server/api/endpoint";
import { resetRateLimiter } from "@/server/limits";
import { clientAddress } from "./client-address.mjs";
import { serveThroughHook, type NodeTestServer } from "@/server/testing/node-server";

describe("clientAddress", () => {
  const socketAddress = "::ffff:192.0.2.7";

  it("is the socket's peer when nothing is trusted in front, whatever the headers say", () => {
    expect(clientAddress({ headers: { "x-forwarded-for": "203.0.113.1", "x-real-ip": "203.0.113.2" }, socketAddress, env: {} })).toBe("192.0.2.7");
    expect(clientAddress({ headers: {}, socketAddress: "2001:db8::1", env: {} })).toBe("2001:db8::1");
    expect(clientAddress({ headers: {}, socketAddress: undefined, env: {} })).toBe("unknown");
  });

  it("takes the Nth address from the right of X-Forwarded-For behind N trusted proxies", () => {
    const headers = { "x-forwarded-for": "6.6.6.6, 203.0.113.5, 10.0.0.2" };
    expect(clientAddress({ headers, socketAddress, env: { TRUSTED_PROXY_HOPS: "1" } })).toBe("10.0.0.2");
    expect(clientAddress({ headers, socketAddress, env: { TRUSTED_PROXY_HOPS: "2" } })).toBe("203.0.113.5");
    // Fewer entries than hops, or garbage: the socket.
    expect(clientAddress({ headers, socketAddress, env: { TRUSTED_PROXY_HOPS: "4" } })).toBe("192.0.2.7");
    expect(clientAddress({ headers: { "x-forwarded-for": "not-an-ip" }, socketAddress, env: { TRUSTED_PROXY_HOPS: "1" } })).toBe("192.0.2.7");
    expect(clientAddress({ headers, socketAddress, env: { TRUSTED_PROXY_HOPS: "-1" } })).toBe("192.0.2.7");
  });
});

describe("the request hook and the rate limit", () => {
  let running: NodeTestServer | undefined;
  afterEach(async () => {
    await running?.close();
    running = undefined;
    vi.unstubAllEnvs();
    resetRateLimiter();
  });

  /** The request hook over a real POST endpoint, as any Node server of the site (`next start` too) serves them. */
  async function serve(env: Record<string, string>): Promise<string> {
    const ping = endpoint({ method: "POST", handle: async ({ clientIp }) => json({ clientIp }) });
    running = await serveThroughHook(
      async (req, res) => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
        const response = await ping(new Request("http://localhost/api/ping", { method: "POST", headers, body: "{}" }));
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(await response.text());
      },
      { env },
    );
    return running.base;
  }

  it("cannot be passed by rotating X-Forwarded-For or sending its own client-address header", async () => {
    vi.stubEnv("RATE_LIMIT_MAX", "5");
    resetRateLimiter();
    const base = await serve({});
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const response = await fetch(base, { method: "POST", headers: { "x-forwarded-for": `203.0.113.${i}`, "x-client-address": `198.51.100.${i}`, "x-request-seal": "guess" } });
      if (i === 0) expect(await response.json()).toEqual({ clientIp: "127.0.0.1" });
      else await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });

  it("counts each client apart behind a trusted proxy", async () => {
    vi.stubEnv("RATE_LIMIT_MAX", "2");
    resetRateLimiter();
    const base = await serve({ TRUSTED_PROXY_HOPS: "1" });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await fetch(base, { method: "POST", headers: { "x-forwarded-for": `6.6.6.6, 203.0.113.${i % 3}` } });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
  });
});

describe("the public origin", () => {
  it("is SITE_URL's, whatever Host or forwarded host a request names", async () => {
    const { publicOrigin } = await import("./client-address.mjs");
    const env = { SITE_URL: "https://www.quillio.example/" };
    for (const headers of [{ host: "www.quillio.example" }, { host: "evil.example" }, { host: "10.0.0.5:3000", "x-forwarded-host": "evil.example", "x-forwarded-proto": "http" }, {}]) {
      expect(publicOrigin({ headers, env }), JSON.stringify(headers)).toBe("https://www.quillio.example");
      expect(publicOrigin({ headers, env: { ...env, TRUSTED_PROXY_HOPS: "1" } })).toBe("https://www.quillio.example");
    }
    // On Netlify without SITE_URL: the deployment's own URL.
    expect(publicOrigin({ headers: { host: "evil.example" }, env: { NETLIFY: "true", URL: "https://quillio.netlify.app" } })).toBe("https://quillio.netlify.app");
  });

  it("without SITE_URL (a development server): this machine's loopback name only, with the connection's scheme", async () => {
    const { publicOrigin } = await import("./client-address.mjs");
    expect(publicOrigin({ headers: { host: "localhost:3000" }, env: {} })).toBe("http://localhost:3000");
    expect(publicOrigin({ headers: { host: "127.0.0.1:3001" }, encrypted: true, env: {} })).toBe("https://127.0.0.1:3001");
    expect(publicOrigin({ headers: { host: "[::1]:3000" }, env: {} })).toBe("http://[::1]:3000");
    // The nearest trusted proxy's forwarded host, under the same rule.
    expect(publicOrigin({ headers: { host: "10.0.0.5:3000", "x-forwarded-host": "evil.example, localhost:8080", "x-forwarded-for": "203.0.113.9", "x-forwarded-proto": "https" }, env: { TRUSTED_PROXY_HOPS: "1" } })).toBe(
      "https://localhost:8080",
    );
    for (const host of ["www.quillio.example", "evil.example", "localhost.evil.example", "127.0.0.1.evil.example", "", "evil.example/<x>", "a b", "[zz]", "host:99999999"]) {
      expect(publicOrigin({ headers: { host }, env: {} }), host).toBeNull();
    }
  });
});

describe("the scheme", () => {
  it("is https for an encrypted connection, or behind trusted proxies that the request came through", async () => {
    const { connectionIsHttps } = await import("./client-address.mjs");
    expect(connectionIsHttps({ headers: {}, encrypted: true, env: {} })).toBe(true);
    // A client's own X-Forwarded-Proto: no trusted proxy...
    expect(connectionIsHttps({ headers: { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.9" }, env: {} })).toBe(false);
    // ...or sent straight to the server, past the proxies (their X-Forwarded-For entries are missing).
    expect(connectionIsHttps({ headers: { "x-forwarded-proto": "https" }, env: { TRUSTED_PROXY_HOPS: "1" } })).toBe(false);
    expect(connectionIsHttps({ headers: { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.9" }, env: { TRUSTED_PROXY_HOPS: "2" } })).toBe(false);
    // The nearest proxy's word.
    expect(connectionIsHttps({ headers: { "x-forwarded-proto": "http, https", "x-forwarded-for": "203.0.113.9" }, env: { TRUSTED_PROXY_HOPS: "1" } })).toBe(true);
    expect(connectionIsHttps({ headers: { "x-forwarded-proto": "https, http", "x-forwarded-for": "203.0.113.9" }, env: { TRUSTED_PROXY_HOPS: "1" } })).toBe(false);
  });
});
