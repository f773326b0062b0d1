import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetSubmittedEmail, LAST_SUBMITTED_EMAIL_COOKIE, rememberSubmittedEmail } from "./last-submitted-email";

/** A document whose cookie setter keeps name=value pairs like a browser (Max-Age=0 deletes). */
function fakeCookieJar() {
  const jar = new Map<string, string>();
  const written: string[] = [];
  vi.stubGlobal("location", { protocol: "https:" });
  vi.stubGlobal("document", {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    },
    set cookie(line: string) {
      written.push(line);
      const [pair] = line.split(";");
      const [name, value] = pair.split("=");
      if (/Max-Age=0\b/.test(line)) jar.delete(name);
      else jar.set(name, value);
    },
  });
  return { jar, written };
}

describe("last_submitted_email", () => {
  let cookies: ReturnType<typeof fakeCookieJar>;
  beforeEach(() => (cookies = fakeCookieJar()));
  afterEach(() => vi.unstubAllGlobals());

  it("is set for a year, Secure over HTTPS, only with analytics consent", () => {
    rememberSubmittedEmail("ada@example.com", false);
    expect(cookies.jar.has(LAST_SUBMITTED_EMAIL_COOKIE)).toBe(false);
    rememberSubmittedEmail("ada@example.com", true);
    expect(cookies.jar.get(LAST_SUBMITTED_EMAIL_COOKIE)).toBe(encodeURIComponent("ada@example.com"));
    expect(cookies.written.at(-1)).toMatch(/Max-Age=31536000/);
    expect(cookies.written.at(-1)).toMatch(/Secure/);
  });

  it("is dropped when a later submission or the visitor's choice withdraws consent", () => {
    rememberSubmittedEmail("ada@example.com", true);
    rememberSubmittedEmail("bob@example.com", false);
    expect(cookies.jar.has(LAST_SUBMITTED_EMAIL_COOKIE)).toBe(false);
    rememberSubmittedEmail("ada@example.com", true);
    forgetSubmittedEmail();
    expect(cookies.jar.has(LAST_SUBMITTED_EMAIL_COOKIE)).toBe(false);
  });

  it("follows the consent store by default (denied until the visitor's state is known)", () => {
    rememberSubmittedEmail("ada@example.com");
    expect(cookies.jar.has(LAST_SUBMITTED_EMAIL_COOKIE)).toBe(false);
  });
});
