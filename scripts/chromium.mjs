// Debian's Chromium, started as root without network access (see the architecture guide).
import { existsSync } from "node:fs";

const override = process.env.CHROMIUM_PATH || process.env.CHROME_PATH;

/** The full browser: what the benches measure (Lighthouse, the JavaScript a page loads, its long tasks). */
export const chromiumPath = override || "/usr/bin/chromium";

/**
 * The browser the tests drive: Debian's `chromium-headless-shell` where it is installed (.ci/run installs it), else
 * the full browser. It is the same Blink and V8 without the browser's own interface, Playwright's own choice for
 * headless tests; the same spec files took 39% less CPU with it than with the full browser in headless mode
 * (203 against 331 s, consent and search specs, 2026-11-29).
 */
export const testChromiumPath = override || (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : chromiumPath);

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
