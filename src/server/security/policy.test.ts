import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./page-policy.mjs";
import { contentSecurityPolicy, DATADOG_SITES, datadogIntakeOrigin, hashSource, inlineScriptBodies, isSimulatorPath, securityHeaders, siteIsHttps, SIMULATOR_FRAME_ANCESTORS } from "./policy.mjs";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("policy", () => {
  it("hashes inline scripts only, not external scripts or JSON-LD", () => {
    const html = `<script src="/a.js"></script><script>self.__next_f.push([1,"x"])</script><script type="application/ld+json">{"a":1}</script><script id="x" type="module">go()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha('self.__next_f.push([1,"x"])'), sha("go()")]);
  });

  it("never allows inline scripts without a hash, and allows third parties only when configured", () => {
    const bare = contentSecurityPolicy({ env: {} });
    expect(bare).toContain("default-src 'none'");
    expect(bare).toMatch(/script-src 'self' https:\/\/fast\.wistia/);
    expect(bare).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(bare).not.toContain("googletagmanager");
    expect(bare).not.toContain("chilipiper");
    expect(bare).toMatch(/frame-ancestors 'self'(;|$)/);
    const configured = contentSecurityPolicy({
      env: { GTM_ID: "GTM-ABC123", AMPLITUDE_API_KEY: "k", DATADOG_CLIENT_TOKEN: "t", MARKETO_ACCOUNT_ID: "123-ABC-456", CHILIPIPER_DOMAIN: "acme", PRISMIC_REPOSITORY_NAME: "acme" },
      scriptHashes: ["'sha256-abc'"],
      https: true,
    });
    for (const host of ["https://www.googletagmanager.com", "https://api2.amplitude.com", "https://browser-intake-datadoghq.eu", "https://*.marketo.com", "https://js.chilipiper.com", "'sha256-abc'"]) {
      expect(configured).toContain(host);
    }
    expect(configured).toContain("frame-ancestors 'self' https://*.prismic.io");
    expect(configured).toContain("upgrade-insecure-requests");
  });

  it("opens exactly the intake the RUM SDK posts to for the configured Datadog site, the EU one by default", () => {
    const connect = (env: Record<string, string>) => /connect-src ([^;]*)/.exec(contentSecurityPolicy({ env }))![1].split(" ").filter((source) => source.includes("datadog") || source.includes("ddog"));
    expect(connect({})).toEqual([]);
    // A wildcard such as https://*.browser-intake-datadoghq.eu does not match the intake's own host: every batch was blocked.
    expect(connect({ DATADOG_CLIENT_TOKEN: "t" })).toEqual(["https://browser-intake-datadoghq.eu"]);
    expect(connect({ DATADOG_CLIENT_TOKEN: "t", DATADOG_SITE: "us3.datadoghq.com" })).toEqual(["https://browser-intake-us3-datadoghq.com"]);
    expect(connect({ DATADOG_CLIENT_TOKEN: "t", DATADOG_SITE: "ddog-gov.com" })).toEqual(["https://browser-intake-ddog-gov.com"]);
    expect(connect({ DATADOG_CLIENT_TOKEN: "t", DATADOG_SITE: "nowhere.example" })).toEqual(["https://browser-intake-datadoghq.eu"]);
    for (const site of DATADOG_SITES) expect(datadogIntakeOrigin(site)).toMatch(/^https:\/\/browser-intake-[a-z0-9-]+\.(com|eu)$/);
  });

  it("lets Slice Machine and Prismic frame the slice simulator, and nothing else frame any other path", () => {
    expect(isSimulatorPath("/slice-simulator/")).toBe(true);
    expect(isSimulatorPath("/slice-simulator?state=x")).toBe(true);
    expect(isSimulatorPath("/slice-simulator-not/")).toBe(false);
    expect(isSimulatorPath("/blog/")).toBe(false);
    expect(securityHeaders()["X-Frame-Options"]).toBe("SAMEORIGIN");
    expect(securityHeaders({ framable: true })["X-Frame-Options"]).toBeUndefined();
    expect(contentSecurityPolicy({ env: {} })).toMatch(/frame-ancestors 'self'(;|$)/);
    expect(contentSecurityPolicy({ env: {}, frameAncestors: SIMULATOR_FRAME_ANCESTORS })).toContain("frame-ancestors 'self' http://localhost:9999 https://*.prismic.io");
  });

  it("sends HSTS only over HTTPS", () => {
    expect(siteIsHttps({ SITE_URL: "https://www.example.com" })).toBe(true);
    expect(siteIsHttps({ SITE_URL: "http://localhost:3000" })).toBe(false);
    expect(siteIsHttps({})).toBe(false);
    expect(securityHeaders({ https: true })["Strict-Transport-Security"]).toMatch(/max-age=\d{8}/);
    expect(securityHeaders({ https: false })).not.toHaveProperty("Strict-Transport-Security");
  });
});

describe("hashSource", () => {
  it("gives the same source from Web Crypto (the edge function) as from Node's crypto (Node servers)", async () => {
    const html = "<script>self.__next_f.push([1,\"é\"])</script><script>go()</script>";
    const web = await Promise.all(inlineScriptBodies(html).map(async (body) => hashSource(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body)))));
    expect(web).toEqual(inlineScriptHashes(html));
  });
});
