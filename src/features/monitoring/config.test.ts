import { afterEach, describe, expect, it, vi } from "vitest";
import { buildMonitoringConfig, checkMonitoringConfig } from "./config";

const valid = {
  clientToken: "pub123",
  applicationId: "app-456",
  service: "marketing-website",
  site: "datadoghq.eu",
  sessionSampleRate: 100,
  sessionReplaySampleRate: 0,
  trackingConsent: "granted",
};

afterEach(() => vi.restoreAllMocks());

describe("monitoring configuration", () => {
  it("builds the spec's configuration and follows the analytics consent", () => {
    expect(buildMonitoringConfig({ clientToken: "pub123", applicationId: "app-456", site: "datadoghq.eu" }, false)).toEqual({
      ...valid,
      trackingConsent: "not-granted",
    });
    expect(buildMonitoringConfig({ clientToken: "pub123", applicationId: "app-456", site: "datadoghq.eu" }, true)?.trackingConsent).toBe("granted");
    expect(buildMonitoringConfig({ clientToken: "pub123", applicationId: "app-456", site: "us3.datadoghq.com" }, true)?.site).toBe("us3.datadoghq.com");
  });

  it("requires a client token and an application id", () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(buildMonitoringConfig({ clientToken: "", applicationId: "app-456", site: "datadoghq.eu" }, true)).toBeNull();
    expect(buildMonitoringConfig({ clientToken: "pub123", applicationId: "  ", site: "datadoghq.eu" }, true)).toBeNull();
    expect(checkMonitoringConfig({ ...valid, clientToken: undefined })).toBeNull();
  });

  it.each([
    ["sessionSampleRate", -1],
    ["sessionSampleRate", 101],
    ["sessionReplaySampleRate", 100.5],
    ["sessionReplaySampleRate", "0"],
    ["trackingConsent", "pending"],
    ["trackingConsent", true],
  ])("rejects %s = %j", (key, value) => {
    expect(checkMonitoringConfig({ ...valid, [key]: value })).toBeNull();
  });

  it("accepts the rate bounds", () => {
    expect(checkMonitoringConfig({ ...valid, sessionSampleRate: 0, sessionReplaySampleRate: 100 })).not.toBeNull();
  });
});
