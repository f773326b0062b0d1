// Security headers and Content-Security-Policy of every response. Plain JavaScript with no imports: the Node
// request hook (node-requests.mjs), next.config.ts and the Netlify edge function (Deno) all load it.

const WISTIA = ["https://fast.wistia.com", "https://fast.wistia.net", "https://*.wistia.com", "https://*.wistia.net"];

/** "" in an env file means unset. */
const set = (value) => typeof value === "string" && value.trim() !== "";

/** Whether the public SITE_URL is https: the site is served over HTTPS whatever a hop in front says. */
export function siteIsHttps(env = process.env) {
  return set(env.SITE_URL) && env.SITE_URL.trim().toLowerCase().startsWith("https://");
}

/** The Datadog sites the browser SDK can send to (its `site`), the spec's EU site first: the default. */
export const DATADOG_SITES = ["datadoghq.eu", "datadoghq.com", "us3.datadoghq.com", "us5.datadoghq.com", "ap1.datadoghq.com", "ap2.datadoghq.com", "ddog-gov.com", "us2.ddog-gov.com"];

/** The configured Datadog site (DATADOG_SITE), else the EU one. */
export function datadogSite(env = process.env) {
  return set(env.DATADOG_SITE) && DATADOG_SITES.includes(env.DATADOG_SITE.trim()) ? env.DATADOG_SITE.trim() : DATADOG_SITES[0];
}

/**
 * The intake the RUM SDK posts its batches to for a site, as the SDK builds it: `browser-intake-` then the site's
 * labels but the last joined by "-", then the last (datadoghq.eu: browser-intake-datadoghq.eu; us3.datadoghq.com:
 * browser-intake-us3-datadoghq.com). Its telemetry and replay go to the same host.
 */
export function datadogIntakeOrigin(site) {
  const labels = site.split(".");
  const topLevel = labels.pop();
  return `https://browser-intake-${labels.join("-")}.${topLevel}`;
}

/** Third-party origins per directive, each only when its integration is configured. */
export function thirdPartySources(env = process.env) {
  const sources = { script: [], connect: [], img: [], frame: [], media: [], ancestors: [] };
  const add = (directive, ...origins) => sources[directive].push(...origins);
  if (set(env.GTM_ID)) {
    add("script", "https://www.googletagmanager.com", "https://*.googletagmanager.com");
    add("connect", "https://*.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com");
    add("img", "https://*.googletagmanager.com", "https://*.google-analytics.com");
  }
  if (set(env.AMPLITUDE_API_KEY)) add("connect", "https://api2.amplitude.com", "https://api.eu.amplitude.com");
  // Exactly the intake of the configured site: a wildcard (`*.browser-intake-…`) would not even match it.
  if (set(env.DATADOG_CLIENT_TOKEN)) add("connect", datadogIntakeOrigin(datadogSite(env)));
  if (set(env.MARKETO_ACCOUNT_ID) || set(env.MARKETO_HOST)) {
    const host = set(env.MARKETO_HOST) ? originOf(env.MARKETO_HOST) : null;
    const marketo = ["https://*.marketo.com", "https://*.mktoresp.com", "https://*.marketo.net", ...(host ? [host] : [])];
    add("script", ...marketo);
    add("connect", ...marketo);
    add("frame", ...marketo);
    add("img", ...marketo);
  }
  if (set(env.CHILIPIPER_DOMAIN)) {
    add("script", "https://js.chilipiper.com");
    add("connect", "https://*.chilipiper.com");
    add("frame", "https://*.chilipiper.com");
  }
  // Video ids come from content (no configuration), so Wistia's player is always allowed.
  add("script", ...WISTIA);
  add("connect", ...WISTIA);
  add("frame", ...WISTIA);
  add("img", ...WISTIA);
  add("media", ...WISTIA, "blob:");
  if (set(env.PRISMIC_REPOSITORY_NAME)) {
    add("script", "https://static.cdn.prismic.io", "https://*.prismic.io");
    add("connect", "https://*.prismic.io", "https://*.cdn.prismic.io");
    add("frame", "https://*.prismic.io");
    add("ancestors", "https://*.prismic.io");
  }
  return sources;
}

function originOf(value) {
  try {
    const url = new URL(/^https?:\/\//i.test(value.trim()) ? value.trim() : `https://${value.trim()}`);
    return url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The inline scripts a page runs, as their CSP hashes are taken (data blocks such as JSON-LD are not scripts). */
export function inlineScriptBodies(html) {
  const bodies = new Set();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(` ${attributes}`)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript" && type !== "application/javascript") continue;
    bodies.add(body);
  }
  return [...bodies];
}

/** A CSP source for a script body whose SHA-256 digest is `digest` (bytes). */
export function hashSource(digest) {
  let binary = "";
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
  return `'sha256-${btoa(binary)}'`;
}

/**
 * Slice Machine (its local app on port 9999) and Prismic's Page Builder show the slice simulator in a frame;
 * it renders only the slices its URL carries, no visitor's data. Every other path may be framed by the site only.
 */
export const SIMULATOR_FRAME_ANCESTORS = ["http://localhost:9999", "https://*.prismic.io"];

export function isSimulatorPath(pathname) {
  return /^\/slice-simulator(?:\/|$|\?)/.test(pathname ?? "");
}

/** The policy: a page lists its own inline scripts' hashes; other responses get the same policy without them. */
export function contentSecurityPolicy({ scriptHashes = [], https = false, env = process.env, frameAncestors = [] } = {}) {
  const third = thirdPartySources(env);
  const list = (...values) => [...new Set(values.flat())].join(" ");
  const directives = [
    "default-src 'none'",
    `script-src ${list("'self'", scriptHashes, third.script)}`,
    // React's style attributes and the preview toolbar need inline styles; scripts never run inline unhashed.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", "data:", "blob:", "https://images.prismic.io", third.img)}`,
    "font-src 'self' data:",
    `connect-src ${list("'self'", third.connect)}`,
    `media-src ${list("'self'", third.media)}`,
    `frame-src ${third.frame.length ? list(third.frame) : "'none'"}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${list("'self'", third.ancestors, frameAncestors)}`,
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** Headers every response carries, whatever served it. */
export function securityHeaders({ https = false, framable = false } = {}) {
  const headers = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-site",
    "X-Frame-Options": "SAMEORIGIN",
    "X-Permitted-Cross-Domain-Policies": "none",
    "Origin-Agent-Cluster": "?1",
  };
  // frame-ancestors (CSP) says who may frame a framable path; X-Frame-Options would refuse them all.
  if (framable) delete headers["X-Frame-Options"];
  if (https) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  return headers;
}

/** A shared cache (CDN) keeps a page fresh this long, then serves it stale for a day while it asks again. */
export const PAGE_S_MAXAGE = 300;
export const PAGE_STALE_WHILE_REVALIDATE = 86_400;
/** A missing page is kept briefly: once it is published, visitors see it within a minute. */
export const MISSING_PAGE_S_MAXAGE = 60;

/**
 * Cache-Control of an HTML page. Next marks a static or regenerated page `s-maxage=31536000` (a year in
 * a CDN, with no way for our webhook to purge it there); a shared cache gets it for five minutes, stale
 * for a day while it revalidates, and browsers always revalidate (the ETag makes that a 304).
 * Private and uncacheable pages keep what they say.
 */
export function pageCacheControl(status, cacheControl) {
  const value = String(cacheControl ?? "").toLowerCase();
  if (!/(?:^|,)\s*s-maxage=/.test(value) || /private|no-store|no-cache/.test(value)) return cacheControl;
  if (status === 404 || status === 410) return `public, max-age=0, s-maxage=${MISSING_PAGE_S_MAXAGE}`;
  if (status !== 200 && status !== 304) return cacheControl;
  return `public, max-age=0, must-revalidate, s-maxage=${PAGE_S_MAXAGE}, stale-while-revalidate=${PAGE_STALE_WHILE_REVALIDATE}`;
}
