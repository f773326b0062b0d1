// Playwright over hosts started by a CI script (scripts/ci-docker.mjs, scripts/ci-netlify.sh): the Docker image's
// standalone server and Netlify's runtime, named by E2E_HOSTS. No server of its own.
import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, testChromiumPath } from "../scripts/chromium.mjs";

const chromium = { executablePath: testChromiumPath, args: chromiumFlags };

export default defineConfig({
  testDir: ".",
  testMatch: process.env.E2E_HOST_SPECS ? process.env.E2E_HOST_SPECS.split(",") : ["hosts.spec.ts"],
  // One folder per host (a port each): a run empties its folder first, and two jobs may run at once.
  outputDir: `../test-results/hosts-${process.env.E2E_PORT ?? "default"}`,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: Number(process.env.E2E_WORKERS || 2),
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: { trace: "retain-on-failure", launchOptions: chromium },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } }],
});
