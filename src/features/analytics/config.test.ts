import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const { privacyConfig } = await import("./config");

afterEach(() => vi.restoreAllMocks());

describe("privacyConfig", () => {
  it("switches every service off without configuration", () => {
    expect(privacyConfig({} as NodeJS.ProcessEnv)).toEqual({ emailDomain: "mail.quillio.com", variation: "main" });
  });

  it("passes valid settings through", () => {
    const env = {
      GTM_ID: "GTM-AB12",
      AMPLITUDE_API_KEY: "amp",
      DATADOG_CLIENT_TOKEN: "pub",
      DATADOG_APPLICATION_ID: "app",
      TRACKING_EMAIL_DOMAIN: "News.Example.com",
      BRANCH: "release",
    } as unknown as NodeJS.ProcessEnv;
    expect(privacyConfig(env)).toEqual({
      gtmId: "GTM-AB12",
      amplitudeApiKey: "amp",
      monitoring: { clientToken: "pub", applicationId: "app" },
      emailDomain: "news.example.com",
      variation: "release",
    });
  });

  it("drops an invalid tag manager id and half a monitoring configuration, with warnings", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const config = privacyConfig({ GTM_ID: "gtm-12", DATADOG_CLIENT_TOKEN: "pub" } as unknown as NodeJS.ProcessEnv);
    expect(config.gtmId).toBeUndefined();
    expect(config.monitoring).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
