import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ConsentState } from "./consent";

/** A browser just big enough for the consent manager: cookies, a head to append scripts to. */
function fakeBrowser(cookie: string) {
  const scripts: { id?: string; src?: string }[] = [];
  const document = {
    cookie,
    head: { appendChild: (script: { id?: string; src?: string }) => scripts.push(script) },
    getElementById: (id: string) => scripts.find((script) => script.id === id) ?? null,
    createElement: () => ({}),
  };
  vi.stubGlobal("document", document);
  vi.stubGlobal("location", { protocol: "https:" });
  const target = { document } as unknown as Window;
  return { target, scripts, document };
}

async function loadManager() {
  vi.resetModules();
  const manager = await import("./manager");
  const { internalEvents } = await import("@/features/analytics/events");
  const { useConsentStore } = await import("./store");
  const initialized: ConsentState[] = [];
  internalEvents.on("CONSENTS_INITIALIZED", (state) => initialized.push(state));
  return { ...manager, initialized, useConsentStore };
}

const consentCalls = (target: Window) =>
  target.dataLayer!.map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((entry) => entry[0] === "consent");

beforeEach(() => vi.spyOn(console, "error").mockImplementation(() => undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("consent initialization", () => {
  it("computes, stores, enables the tag manager, applies the state, then emits CONSENTS_INITIALIZED (once)", async () => {
    const { target, scripts } = fakeBrowser("geo_country=US");
    const { initializeConsents, initialized, useConsentStore } = await loadManager();
    initializeConsents({ gtmId: "GTM-TEST1", target });
    initializeConsents({ gtmId: "GTM-TEST1", target });
    const granted = { necessary: true, analytics: true, ad: true };
    expect(useConsentStore.getState()).toMatchObject({ ...granted, isInitialized: true, hasChosen: false });
    expect(consentCalls(target)[0]).toEqual(["consent", "default", expect.objectContaining({ analytics_storage: "granted", wait_for_update: 500 })]);
    expect(target.uetq).toEqual(["consent", "default", { ad_storage: "granted" }]);
    expect(scripts.map((script) => script.src)).toEqual(["https://www.googletagmanager.com/gtm.js?id=GTM-TEST1"]);
    expect(initialized).toEqual([granted]);
  });

  it("logs the consents-initialized action once it succeeds, with the state it started from", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    const { target } = fakeBrowser("geo_country=FR");
    const { initializeConsents } = await loadManager();
    initializeConsents({ target });
    initializeConsents({ target });
    expect(info.mock.calls).toEqual([["[action] consents-initialized", { necessary: false, analytics: false, ad: false, hasChosen: false }]]);
  });

  it("loads no tag manager in the EU until the visitor consents, then updates the tags and writes the cookie", async () => {
    const { target, scripts, document } = fakeBrowser("geo_country=FR");
    const { initializeConsents, saveConsents, useConsentStore } = await loadManager();
    initializeConsents({ gtmId: "GTM-TEST1", target });
    expect(scripts).toEqual([]);
    expect(useConsentStore.getState().analytics).toBe(false);

    saveConsents({ necessary: true, analytics: true, ad: false }, target);
    expect(document.cookie).toBe('consents=%7B%22ad%22%3Afalse%2C%22analytics%22%3Atrue%2C%22necessary%22%3Atrue%7D; Path=/; SameSite=Lax; Max-Age=31536000; Secure');
    expect(consentCalls(target).at(-1)).toEqual(["consent", "update", expect.objectContaining({ analytics_storage: "granted", ad_storage: "denied" })]);
    expect(scripts).toHaveLength(1);
    expect(useConsentStore.getState()).toMatchObject({ analytics: true, ad: false, hasChosen: true, isModalOpen: false });
  });

  it("never loads a tag manager that is not configured", async () => {
    const { target, scripts } = fakeBrowser("geo_country=US");
    const { initializeConsents } = await loadManager();
    initializeConsents({ target });
    expect(scripts).toEqual([]);
    expect(consentCalls(target)).toHaveLength(1);
  });

  it("logs CONSENTS_INITIALIZATION_FAILED and emits nothing when a step throws", async () => {
    const { target } = fakeBrowser("");
    Object.defineProperty(target, "gtag", { value: undefined, writable: false });
    const { initializeConsents, initialized } = await loadManager();
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    (target as { fetch?: unknown }).fetch = async () => Response.json({ country: "US" });
    await initializeConsents({ target });
    expect(initialized).toEqual([]);
    expect(info).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledWith("[CONSENTS_INITIALIZATION_FAILED]", expect.any(Error));
  });

  it("asks /api/geo for the country when the session has none (pages carry no cookie), once, before it computes", async () => {
    const granted = { necessary: true, analytics: true, ad: true };
    const denied = { necessary: false, analytics: false, ad: false };
    for (const [answer, expected] of [
      [() => Response.json({ country: "US" }), granted],
      [() => Response.json({ country: "FR" }), denied],
      [() => Response.json({ country: null }), denied],
      [() => new Response("down", { status: 503 }), denied],
      [() => Promise.reject(new TypeError("offline")), denied],
    ] as const) {
      const { target, scripts } = fakeBrowser("");
      const asked: string[] = [];
      (target as { fetch?: unknown }).fetch = async (url: string) => {
        asked.push(url);
        return answer();
      };
      const { initializeConsents, initialized, useConsentStore } = await loadManager();
      const pending = initializeConsents({ gtmId: "GTM-TEST1", target });
      // Nothing is decided, stored or loaded before the answer.
      expect(useConsentStore.getState().isInitialized).toBe(false);
      expect(target.dataLayer).toBeUndefined();
      await initializeConsents({ gtmId: "GTM-TEST1", target });
      await pending;
      expect(asked).toEqual(["/api/geo"]);
      expect(useConsentStore.getState()).toMatchObject({ ...expected, isInitialized: true, hasChosen: false });
      expect(initialized).toEqual([expected]);
      expect(scripts).toHaveLength(expected.analytics ? 1 : 0);
    }
  });

  it("asks nothing when the session knows the country or the visitor has chosen", async () => {
    for (const cookie of ["geo_country=DE", "geo_country=XX", 'consents={"ad":false,"analytics":true,"necessary":true}']) {
      const { target } = fakeBrowser(cookie);
      const fetch = vi.fn();
      (target as { fetch?: unknown }).fetch = fetch;
      const { initializeConsents, useConsentStore } = await loadManager();
      void initializeConsents({ target });
      expect(useConsentStore.getState().isInitialized, cookie).toBe(true);
      expect(fetch).not.toHaveBeenCalled();
    }
  });
});
