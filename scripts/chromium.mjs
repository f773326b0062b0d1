// Debian's Chromium, started as root without network access (see the architecture guide).
export const chromiumPath = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || "/usr/bin/chromium";
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
