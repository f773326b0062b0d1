import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { environmentProblems, environmentSchema, readEnvironment } from "./env";

/** Set by the platform or the build, not read by the server's code at run time. */
const NOT_SERVER_VARIABLES = new Set(["NEXT_DIST_DIR", "BUILD_ID", "BUILD_TIME", "BUILD_SKIP_TYPECHECK", "BRANCH", "EMBEDDED_PREVIEW_IDS", "GTM_ID", "AMPLITUDE_API_KEY", "DATADOG_CLIENT_TOKEN", "DATADOG_APPLICATION_ID", "DATADOG_ENV", "DATADOG_SITE", "TRACKING_EMAIL_DOMAIN", "CONTENT_DIR"]);

describe("the environment module", () => {
  it("accepts no configuration at all: the embedded defaults serve everything", () => {
    expect(environmentProblems({})).toEqual([]);
    const env = readEnvironment({});
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.RATE_LIMIT_MAX).toBe(20);
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.CONTENT_REVALIDATE_SECONDS).toBe(3600);
  });

  it("names every bad variable at once, before the first request", () => {
    const problems = environmentProblems({
      SITE_URL: "not a url",
      REDIS_URL: "http://cache:6379",
      PRISMIC_WEBHOOK_SECRET: "short",
      RATE_LIMIT_STORE: "disk",
      DOWNLOAD_LINK_SECRET: "too-short",
      DATADOG_CLIENT_TOKEN: "only-one-of-two",
      CONTENT_REVALIDATE_SECONDS: "0",
    });
    for (const name of ["SITE_URL", "REDIS_URL", "PRISMIC_WEBHOOK_SECRET", "RATE_LIMIT_STORE", "DOWNLOAD_LINK_SECRET", "DATADOG_APPLICATION_ID", "CONTENT_REVALIDATE_SECONDS"]) {
      expect(problems.some((problem) => problem.startsWith(`${name}:`)), name).toBe(true);
    }
    expect(() => readEnvironment({ REDIS_URL: "http://cache:6379" })).toThrow(/Invalid configuration:\n {2}REDIS_URL: /);
  });

  it("refuses an outbox lease that the outbound calls of one delivery could outlast, naming both variables", () => {
    expect(environmentProblems({ OUTBOX_LEASE_MS: "50000", OUTBOUND_TIMEOUT_MS: "15000" })).toEqual([]);
    const [problem, ...others] = environmentProblems({ OUTBOX_LEASE_MS: "20000" });
    expect(others).toEqual([]);
    expect(problem).toMatch(/^OUTBOX_LEASE_MS: 20000 ms does not outlive OUTBOUND_TIMEOUT_MS \(15000 ms\).*at least 50000 or OUTBOUND_TIMEOUT_MS to at most 6000$/);
    expect(environmentProblems({ OUTBOUND_TIMEOUT_MS: "60000" })).toEqual([expect.stringMatching(/^OUTBOX_LEASE_MS: 120000 ms does not outlive OUTBOUND_TIMEOUT_MS \(60000 ms\)/)]);
    // A bad value is named by its own check, not twice.
    expect(environmentProblems({ OUTBOUND_TIMEOUT_MS: "soon" })).toEqual([expect.stringMatching(/^OUTBOUND_TIMEOUT_MS: /)]);
  });

  it("and .env.example name the same variables", () => {
    const example = new Set([...readFileSync(".env.example", "utf8").matchAll(/^# ([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
    const schema = new Set(Object.keys(environmentSchema.shape));
    expect([...schema].filter((name) => !example.has(name))).toEqual([]);
    expect([...example].filter((name) => !schema.has(name) && !NOT_SERVER_VARIABLES.has(name))).toEqual([]);
  });
});
