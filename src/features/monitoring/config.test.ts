import { afterEach, describe, expect, it, vi } from "vitest";
import { buildMonitoringConfig, monitoringConfigSchema } from "./config";

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
    expect(buildMonitoringConfig({ clientToken: "pub123", applicationId: "app-456" }, false)).toEqual({
      ...valid,
      trackingConsent: "not-granted",
    });
    expect(buildMonitoringConfig({ clientToken: "pub123", applicationId: "app-456" }, true)?.trackingConsent).toBe("granted");
  });

  it("requires a client token and an application id", () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(buildMonitoringConfig({ clientToken: "", applicationId: "app-456" }, true)).toBeNull();
    expect(buildMonitoringConfig({ clientToken: "pub123", applicationId: "  " }, true)).toBeNull();
    expect(monitoringConfigSchema.safeParse({ ...valid, clientToken: undefined }).success).toBe(false);
  });

  it.each([
    ["sessionSampleRate", -1],
    ["sessionSampleRate", 101],
    ["sessionReplaySampleRate", 100.5],
    ["sessionReplaySampleRate", "0"],
    ["trackingConsent", "pending"],
    ["trackingConsent", true],
  ])("rejects %s = %j", (key, value) => {
    expect(monitoringConfigSchema.safeParse({ ...valid, [key]: value }).success).toBe(false);
  });

  it("accepts the rate bounds", () => {
    expect(monitoringConfigSchema.safeParse({ ...valid, sessionSampleRate: 0, sessionReplaySampleRate: 100 }).success).toBe(true);
  });
});
