import { describe, expect, it } from "vitest";
import { allConsents, defaultConsents, toGoogleConsent, toUetConsent } from "./consent";
import { CONSENT_CHOSEN_SCRIPT, CONSENTS_COOKIE, parseConsentsCookie, serializeConsentsCookie } from "./cookie";
import { isConsentRequiredCountry, normalizeCountry } from "./eu";
import { countryFromHeaders } from "./geo";
import { computeConsents } from "./manager";
import { applyGoogleConsent, applyUetConsent, enableTagManager, isValidGtmId, loadTagManager } from "./tag-manager";

describe("consent mapping", () => {
  it("maps ad to the three ad types, analytics to analytics_storage and necessary to functionality_storage", () => {
    expect(toGoogleConsent({ necessary: true, analytics: false, ad: true })).toEqual({
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
      analytics_storage: "denied",
      functionality_storage: "granted",
    });
    expect(toGoogleConsent(allConsents(false))).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
      functionality_storage: "denied",
    });
    expect(toUetConsent({ necessary: true, analytics: true, ad: false })).toEqual({ ad_storage: "denied" });
  });

  it("denies everything by default in the EU and grants everything elsewhere", () => {
    expect(defaultConsents(true)).toEqual(allConsents(false));
    expect(defaultConsents(false)).toEqual(allConsents(true));
  });
});

describe("consents cookie", () => {
  it("round-trips the three flags", () => {
    const state = { necessary: true, analytics: false, ad: true };
    expect(parseConsentsCookie(serializeConsentsCookie(state))).toEqual(state);
    expect(JSON.parse(serializeConsentsCookie(state))).toEqual({ ad: true, analytics: false, necessary: true });
  });

  it.each([null, "", "nope", "{", "[]", "null", '{"ad":true}', '{"ad":"yes","analytics":true,"necessary":true}'])(
    "treats %j as absent",
    (value) => expect(parseConsentsCookie(value)).toBeNull(),
  );

  it("computes the state from the cookie, else from the country (unknown = EU)", () => {
    const stored = { necessary: true, analytics: true, ad: false };
    expect(computeConsents(serializeConsentsCookie(stored), "FR")).toEqual({ state: stored, hasChosen: true });
    expect(computeConsents(null, "FR")).toEqual({ state: allConsents(false), hasChosen: false });
    expect(computeConsents(null, "US")).toEqual({ state: allConsents(true), hasChosen: false });
    expect(computeConsents(null, null)).toEqual({ state: allConsents(false), hasChosen: false });
    expect(computeConsents("garbage", "US")).toEqual({ state: allConsents(true), hasChosen: false });
  });
});

describe("countries", () => {
  it("treats EU, EEA, UK, CH and unknown countries as requiring consent", () => {
    for (const code of ["FR", "DE", "GR", "IE", "RE", "NO", "IS", "LI", "GB", "CH", null, "", "XX", "T1", "zz", "FRA"]) {
      expect(isConsentRequiredCountry(code), String(code)).toBe(true);
    }
    for (const code of ["US", "CA", "BR", "JP", "us"]) expect(isConsentRequiredCountry(code), code).toBe(false);
    expect(normalizeCountry(" fr ")).toBe("FR");
  });

  it("reads the Netlify geolocation header, then the plain country headers", () => {
    const netlify = btoa(JSON.stringify({ city: "Paris", country: { code: "FR", name: "France" } }));
    const headers = (entries: Record<string, string>) => new Headers(entries);
    expect(countryFromHeaders(headers({ "x-nf-geo": netlify, "x-country": "US" }))).toBe("FR");
    expect(countryFromHeaders(headers({ "x-nf-geo": "%%%", "x-country": "us" }))).toBe("US");
    expect(countryFromHeaders(headers({ "x-nf-geo": btoa("{}") }))).toBeNull();
    expect(countryFromHeaders(headers({ "cf-ipcountry": "XX" }))).toBeNull();
    expect(countryFromHeaders(headers({}))).toBeNull();
  });
});

describe("tag manager", () => {
  it("validates GTM ids", () => {
    expect(isValidGtmId("GTM-ABC123")).toBe(true);
    for (const id of ["GTM-", "gtm-ABC123", "GTM-abc123", "GTM-AB C", "UA-12345", " GTM-ABC", undefined, 42]) {
      expect(isValidGtmId(id), String(id)).toBe(false);
    }
  });

  it("throws when gtag or uetq is missing", () => {
    const target = {} as Window;
    expect(() => applyGoogleConsent("default", allConsents(true), target)).toThrow("gtag is not defined");
    expect(() => applyUetConsent("default", allConsents(true), target)).toThrow("uetq is not defined");
  });

  it("queues the default with wait_for_update, then updates", () => {
    const target = {} as Window;
    enableTagManager(target);
    applyGoogleConsent("default", { necessary: true, analytics: false, ad: false }, target);
    applyUetConsent("default", { necessary: true, analytics: false, ad: false }, target);
    applyGoogleConsent("update", allConsents(true), target);
    const pushed = target.dataLayer!.map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(pushed[0]).toEqual(["consent", "default", expect.objectContaining({ analytics_storage: "denied", wait_for_update: 500 })]);
    expect(pushed[1]).toEqual(["consent", "update", expect.not.objectContaining({ wait_for_update: expect.anything() })]);
    expect(target.uetq).toEqual(["consent", "default", { ad_storage: "denied" }]);
  });

  it("refuses to load without a valid id", () => {
    expect(() => loadTagManager(undefined, {} as Window)).toThrow("GTM is not defined");
    expect(() => loadTagManager("GTM-bad", {} as Window)).toThrow("GTM is not defined");
  });
});

describe("CONSENT_CHOSEN_SCRIPT (the page head's check that hides the banner before the first paint)", () => {
  function run(cookie: string): boolean {
    const attributes = new Map<string, string>();
    const document = { cookie, documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } };
    new Function("document", CONSENT_CHOSEN_SCRIPT)(document);
    return attributes.has("data-consent-chosen");
  }

  it("marks a visitor whose cookie holds a choice, as the consent manager will read it", () => {
    const chosen = `a=1; ${CONSENTS_COOKIE}=${encodeURIComponent(serializeConsentsCookie(allConsents(false)))}; b=2`;
    expect(run(chosen)).toBe(true);
    expect(parseConsentsCookie(decodeURIComponent(chosen.split("; ")[1].split("=")[1]))).not.toBeNull();
  });

  it("leaves the banner to everyone else, and never throws", () => {
    for (const cookie of ["", "a=1", `${CONSENTS_COOKIE}=`, `${CONSENTS_COOKIE}=%7B`, `${CONSENTS_COOKIE}=%7B%22ad%22%3A1%7D`, `x${CONSENTS_COOKIE}=${encodeURIComponent('{"ad":true,"analytics":true,"necessary":true}')}`, `${CONSENTS_COOKIE}=%E0%A4%A`]) {
      expect(run(cookie), cookie).toBe(false);
    }
  });
});
