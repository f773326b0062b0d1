import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const { privacyConfig } = await import("./config");

const env = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv;

describe("privacyConfig", () => {
  it("switches every service off without configuration (empty values count as unset)", () => {
    expect(privacyConfig(env({}))).toEqual({ emailDomain: "mail.quillio.com", variation: "main" });
    expect(privacyConfig(env({ GTM_ID: "", AMPLITUDE_API_KEY: "" }))).toEqual({ emailDomain: "mail.quillio.com", variation: "main" });
  });

  it("passes valid settings through", () => {
    expect(
      privacyConfig(
        env({
          GTM_ID: "GTM-AB12",
          AMPLITUDE_API_KEY: "amp",
          DATADOG_CLIENT_TOKEN: "pub",
          DATADOG_APPLICATION_ID: "app",
          TRACKING_EMAIL_DOMAIN: "News.Example.com",
          BRANCH: "release",
        }),
      ),
    ).toEqual({
      gtmId: "GTM-AB12",
      amplitudeApiKey: "amp",
      // The spec's EU site unless DATADOG_SITE names another.
      monitoring: { clientToken: "pub", applicationId: "app", site: "datadoghq.eu" },
      emailDomain: "news.example.com",
      variation: "release",
    });
  });

  it.each([
    [{ GTM_ID: "gtm-12" }, "GTM_ID: must be GTM- then uppercase letters and digits"],
    [{ GTM_ID: "GTM-" }, "GTM_ID"],
    [{ DATADOG_CLIENT_TOKEN: "pub" }, "DATADOG_APPLICATION_ID: monitoring needs both"],
    [{ DATADOG_APPLICATION_ID: "app" }, "DATADOG_APPLICATION_ID: monitoring needs both"],
    [{ TRACKING_EMAIL_DOMAIN: "not a domain" }, "TRACKING_EMAIL_DOMAIN: must be a domain name"],
    [{ DATADOG_SITE: "datadoghq.evil" }, "DATADOG_SITE: one of datadoghq.eu"],
  ])("stops on %j, naming the variable", (values, message) => {
    expect(() => privacyConfig(env(values))).toThrow(message);
  });
});
