import { describe, expect, it } from "vitest";
import { environmentProblems } from "./env";
import { configuredSiteUrl, missingSiteUrlProblem, readSiteUrl } from "./site";

describe("the site's public address", () => {
  it("is required of a production server, naming SITE_URL", () => {
    expect(missingSiteUrlProblem({ NODE_ENV: "production" })).toMatch(/^SITE_URL: not set\. A production server needs the site's public address/);
    expect(environmentProblems({ NODE_ENV: "production" })).toEqual([expect.stringMatching(/^SITE_URL: not set/)]);
  });

  it("is satisfied by SITE_URL, or on Netlify by the deployment's URL", () => {
    expect(missingSiteUrlProblem({ NODE_ENV: "production", SITE_URL: "https://www.quillio.com" })).toBeNull();
    expect(configuredSiteUrl({ SITE_URL: "https://www.quillio.com", NETLIFY: "true", URL: "https://quillio.netlify.app" })).toBe("https://www.quillio.com");
    expect(configuredSiteUrl({ NETLIFY: "true", URL: "https://quillio.netlify.app" })).toBe("https://quillio.netlify.app");
    expect(missingSiteUrlProblem({ NODE_ENV: "production", NETLIFY: "true", URL: "https://quillio.netlify.app" })).toBeNull();
  });

  it("ignores a URL variable off Netlify: any tool may set one", () => {
    expect(configuredSiteUrl({ URL: "https://elsewhere.example" })).toBeNull();
    expect(missingSiteUrlProblem({ NODE_ENV: "production", URL: "https://elsewhere.example" })).not.toBeNull();
  });

  it("is not asked of development, builds or tests", () => {
    expect(missingSiteUrlProblem({ NODE_ENV: "development" })).toBeNull();
    expect(missingSiteUrlProblem({ NODE_ENV: "test" })).toBeNull();
    expect(missingSiteUrlProblem({})).toBeNull();
  });

  it("is an http or https origin, or the start stops naming SITE_URL (never a server answering 500 everywhere)", () => {
    expect(readSiteUrl({ SITE_URL: "https://www.quillio.com/" })).toBe("https://www.quillio.com");
    expect(readSiteUrl({ SITE_URL: "HTTPS://WWW.Quillio.com:443" })).toBe("https://www.quillio.com");
    expect(readSiteUrl({})).toBe("http://localhost:3000");
    for (const value of ["not a url", "ftp://www.quillio.com", "https://www.quillio.com/blog", "https://www.quillio.com/?a=1", "https://user:pw@www.quillio.com"]) {
      expect(() => readSiteUrl({ SITE_URL: value }), value).toThrow(/^SITE_URL: /);
      expect(environmentProblems({ SITE_URL: value }), value).toEqual([expect.stringMatching(/^SITE_URL: /)]);
    }
    expect(() => readSiteUrl({ NETLIFY: "true", URL: "nope" })).toThrow(/^URL: /);
  });
});
