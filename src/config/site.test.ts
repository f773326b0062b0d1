import { describe, expect, it } from "vitest";
import { environmentProblems } from "./env";
import { configuredSiteUrl, missingSiteUrlProblem } from "./site";

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
});
