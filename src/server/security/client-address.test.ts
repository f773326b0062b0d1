import { afterEach, describe, expect, it, vi } from "vitest";
import { endpoint, json } from "@/server/api/endpoint";
import { resetRateLimiter } from "@/server/api/rate-limit";
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
  it("is the Host header and the connection's scheme, unless trusted proxies forward another", async () => {
    const { publicOrigin } = await import("./client-address.mjs");
    expect(publicOrigin({ headers: { host: "www.quillio.example" }, env: {} })).toBe("http://www.quillio.example");
    expect(publicOrigin({ headers: { host: "WWW.Quillio.example:8443" }, encrypted: true, env: {} })).toBe("https://www.quillio.example:8443");
    // Forwarded headers are the client's own word without a trusted proxy...
    expect(publicOrigin({ headers: { host: "a.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" }, env: {} })).toBe("http://a.example");
    // ...and the nearest proxy's with one.
    expect(publicOrigin({ headers: { host: "10.0.0.5:3000", "x-forwarded-host": "evil.example, www.quillio.example", "x-forwarded-proto": "https" }, env: { TRUSTED_PROXY_HOPS: "1" } })).toBe(
      "https://www.quillio.example",
    );
    for (const host of ["", "evil.example/<x>", "a b", "exa mple.com", "[zz]", "host:99999999"]) expect(publicOrigin({ headers: { host }, env: {} }), host).toBeNull();
  });
});
