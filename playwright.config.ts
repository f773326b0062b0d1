import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, testChromiumPath } from "./scripts/chromium.mjs";
import { E2E_PREVIEW_ID } from "./e2e/support/preview";
import { E2E_DASHBOARD_SECRET } from "./e2e/support/redemption";

const port = Number(process.env.E2E_PORT || 3100);
const distDir = process.env.E2E_DIST_DIR || ".next-e2e";
const dataDir = process.env.E2E_DATA_DIR || `.data/e2e-${port}`;

/** Debian's Chromium, its headless shell where installed (see scripts/chromium.mjs). */
const chromium = { executablePath: testChromiumPath, args: chromiumFlags };

export default defineConfig({
  testDir: "e2e",
  // Several production instances against Redis and PostgreSQL: vitest.instances.config.mts (scripts/ci-instances.sh);
  // two builds keeping their cache: vitest.freshness.config.mts (npm run test:freshness). Vitest files, not Playwright's.
  testIgnore: ["instances/**", "freshness/**", "netlify.spec.ts"],
  // One output folder per server port: parallel runs must not clean each other's artifacts.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // A hang's limit, not a speed check: in CI the build for Netlify and the freshness build share the two cores with the
  // tests, which then take two to three times as long as alone (an admin test of 46 s alone ran past 120 s, 2026-11-29).
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: chromium,
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium }, grepInvert: /@mobile/ },
    { name: "mobile", use: { ...devices["Pixel 7"], launchOptions: chromium }, grep: /@mobile/ },
  ],
  webServer: [
    {
      // `npm start`: the self-hosted front (response cache, timeouts) over the build made before the run.
      command: `node scripts/start.mjs -p ${port}`,
      url: `http://localhost:${port}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: {
        NEXT_DIST_DIR: distDir,
        DATA_DIR: dataDir,
        PORT: String(port),
        SKIP_BUILD: "1",
        EMBEDDED_PREVIEW_IDS: E2E_PREVIEW_ID,
        REDEMPTION_DASHBOARD_SECRET: E2E_DASHBOARD_SECRET,
        // An easy proof of work: pages and tests solve many challenges on two shared cores; the checks stay the production ones.
        ALTCHA_MAX_NUMBER: "100",
        // The tests stand in for a proxy that appends each visitor's address: X-Forwarded-For gives each test its own client.
        TRUSTED_PROXY_HOPS: "1",
        REQUEST_TIMEOUT_MS: "8000",
        HEADERS_TIMEOUT_MS: "5000",
      },
    },
    // A bare `next start` over the same build: what keeps visitors safe must hold without the front (e2e/hosts.spec.ts).
    ...(process.env.E2E_HOSTS
      ? []
      : [
          {
            command: `node node_modules/next/dist/bin/next start -p ${port + 1}`,
            url: `http://localhost:${port + 1}/robots.txt`,
            reuseExistingServer: !process.env.CI,
            timeout: 120_000,
            env: {
              NEXT_DIST_DIR: distDir,
              DATA_DIR: `.data/e2e-${port + 1}`,
              PORT: String(port + 1),
              // A production server refuses to start without its public address (npm start sets its own).
              SITE_URL: `http://localhost:${port + 1}`,
              TRUSTED_PROXY_HOPS: "1",
              OUTBOX_WORKER: "off",
            },
          },
        ]),
  ],
});
