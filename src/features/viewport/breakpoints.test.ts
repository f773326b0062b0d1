import { describe, expect, it } from "vitest";
import { serializeCookie } from "@/lib/browser-cookies";
import { breakpointOf, parseBreakpoint, VIEWPORT_COOKIE, VIEWPORT_COOKIE_MAX_AGE } from "./breakpoints";

describe("breakpoints (spec 9)", () => {
  it.each([
    [0, "narrowMobile"],
    [320, "narrowMobile"],
    [374, "narrowMobile"],
    [375, "mobile"],
    [829, "mobile"],
    [830, "tablet"],
    [1199, "tablet"],
    [1200, "desktop"],
    [3840, "desktop"],
    [Number.NaN, "desktop"],
  ])("%d px is %s", (width, breakpoint) => {
    expect(breakpointOf(width)).toBe(breakpoint);
  });

  it("reads a tampered or missing cookie as desktop", () => {
    expect(parseBreakpoint("tablet")).toBe("tablet");
    for (const value of [null, undefined, "", "huge", "constructor", "__proto__"]) expect(parseBreakpoint(value)).toBe("desktop");
  });

  it("writes the cookie for a year, site-wide, SameSite Strict, Secure on HTTPS", () => {
    expect(serializeCookie(VIEWPORT_COOKIE, "mobile", { maxAge: VIEWPORT_COOKIE_MAX_AGE, sameSite: "Strict", secure: true })).toBe(
      "viewport=mobile; Path=/; SameSite=Strict; Max-Age=31536000; Secure",
    );
  });
});
