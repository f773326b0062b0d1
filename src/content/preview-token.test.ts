import { afterEach, describe, expect, it, vi } from "vitest";
import { createEmbeddedFetch, EMBEDDED_PRISMIC_ENDPOINT } from "./embedded/fetch";
import { embeddedPreviewRef } from "./embedded/previews";
import { contentApiAcceptsRef, isValidPreviewToken } from "./preview";

const SESSION = "preview-session-abcdef0123";
const embeddedAccepts = (ref: string) => contentApiAcceptsRef(ref, { endpoint: EMBEDDED_PRISMIC_ENDPOINT }, createEmbeddedFetch());

describe("preview tokens", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("accepts a preview session the embedded repository knows, and nothing else", async () => {
    vi.stubEnv("EMBEDDED_PREVIEW_IDS", `short, ${SESSION}`);
    expect(await isValidPreviewToken(embeddedPreviewRef(SESSION), null, embeddedAccepts)).toBe(true);
    for (const forged of ["x", "", embeddedPreviewRef("short"), embeddedPreviewRef("preview-session-unknown00"), `https://evil.example/previews/${SESSION}`, `${embeddedPreviewRef(SESSION)}x`]) {
      expect(await isValidPreviewToken(forged, null, embeddedAccepts), forged).toBe(false);
    }
    vi.stubEnv("EMBEDDED_PREVIEW_IDS", "");
    expect(await isValidPreviewToken(embeddedPreviewRef(SESSION), null, embeddedAccepts)).toBe(false);
  });

  it("with a real repository, takes only its own preview origin and asks its API about the session", async () => {
    const asked: string[] = [];
    const api = async (url: string) => {
      asked.push(url);
      return new Response("{}", { status: url.includes("known") ? 200 : 404 });
    };
    const accepts = (ref: string) => contentApiAcceptsRef(ref, { endpoint: "https://acme.cdn.prismic.io/api/v2", accessToken: "t" }, api);
    expect(await isValidPreviewToken("https://acme.prismic.io/previews/known?websitePreviewId=1", "acme", accepts)).toBe(true);
    expect(await isValidPreviewToken("https://acme.prismic.io/previews/forged", "acme", accepts)).toBe(false);
    expect(await isValidPreviewToken("https://other.prismic.io/previews/known", "acme", accepts)).toBe(false);
    expect(asked).toHaveLength(2);
    expect(asked[0]).toContain("access_token=t");
    const down = (ref: string) => contentApiAcceptsRef(ref, { endpoint: "https://acme.cdn.prismic.io/api/v2" }, () => Promise.reject(new Error("offline")));
    expect(await isValidPreviewToken("https://acme.prismic.io/previews/known", "acme", down)).toBe(false);
  });
});
