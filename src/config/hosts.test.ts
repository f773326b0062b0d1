import { describe, expect, it } from "vitest";
import { environmentProblems } from "./env";
import { DEFAULT_OUTSIDE_HOSTS, outsideHosts } from "./hosts";

describe("the other sites (learning app, main site, landing pages)", () => {
  it("default to the company's real addresses, the sign-in page under the learning app", () => {
    expect(outsideHosts({})).toEqual({
      learningApp: "https://app.quillio.com",
      learningAppLogin: "https://app.quillio.com/login",
      mainSite: "https://www.quillio.com",
      landingPages: "https://lp.quillio.com",
    });
    for (const origin of Object.values(DEFAULT_OUTSIDE_HOSTS)) expect(origin).not.toMatch(/\.(example|invalid|test)\b/);
  });

  it("follow the configuration: the sign-in page moves with the learning app unless it is set itself", () => {
    expect(outsideHosts({ LEARNING_APP_URL: "https://learn.acme.eu/" }).learningAppLogin).toBe("https://learn.acme.eu/login");
    expect(outsideHosts({ LEARNING_APP_URL: "https://learn.acme.eu", LEARNING_APP_LOGIN_URL: "https://sso.acme.eu/quillio" }).learningAppLogin).toBe("https://sso.acme.eu/quillio");
    expect(outsideHosts({ MAIN_SITE_URL: "https://acme.eu", LP_HOST_URL: "https://go.acme.eu" })).toMatchObject({ mainSite: "https://acme.eu", landingPages: "https://go.acme.eu" });
  });

  it("never throw on a bad value (the start-up check names it; the default stands in meanwhile)", () => {
    expect(outsideHosts({ LEARNING_APP_URL: "not a url", MAIN_SITE_URL: "https://acme.eu/path" })).toMatchObject({ learningApp: DEFAULT_OUTSIDE_HOSTS.learningApp, mainSite: DEFAULT_OUTSIDE_HOSTS.mainSite });
    const problems = environmentProblems({ LEARNING_APP_URL: "not a url", LP_HOST_URL: "ftp://lp.acme.eu" });
    expect(problems.some((problem) => problem.startsWith("LEARNING_APP_URL:"))).toBe(true);
    expect(problems.some((problem) => problem.startsWith("LP_HOST_URL:"))).toBe(true);
  });
});
