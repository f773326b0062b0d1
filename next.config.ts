import path from "node:path";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { onNetlify } from "./src/config/hosting.mjs";
import { readSiteUrl } from "./src/config/site";
import { securityHeaders } from "./src/server/security/policy.mjs";

const withNextIntl = createNextIntlPlugin({
  requestConfig: "./src/i18n/request.ts",
  // Messages are compiled at build time, so the browser formats them with a ~1 KB runtime instead of intl-messageformat.
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

/**
 * One id per build: pages compare it with `/builds/latest.json` to notice a new deployment. scripts/build.mjs sets
 * BUILD_TIME once for its two processes (compile, then generate), so both name the same build.
 */
const builtAt = Number(process.env.BUILD_TIME) || Date.now();
const buildId = process.env.BUILD_ID || `${builtAt.toString(36)}`;

/**
 * The public origin this build's pages name (canonical links, hreflang, sitemap, calendar files), checked here so a
 * bad SITE_URL stops `next build` and `next start` naming it. Recorded in the build: a server started with another
 * SITE_URL renders the prerendered pages again instead of serving the build's address (cache-handler.mjs).
 */
const siteUrlAtBuild = readSiteUrl();

/** A build for Netlify's runtime: netlify.toml sets DEPLOY_TARGET (the CLI's local builds do not set NETLIFY). */
const forNetlify = process.env.DEPLOY_TARGET === "netlify" || onNetlify();

const nextConfig: NextConfig = {
  // Parallel builds (tests, benchmarks) each get their own output folder.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // For scripts/bench/long-tasks.mjs: a diagnostic build whose chunks name their source files and lines.
  productionBrowserSourceMaps: process.env.BROWSER_SOURCE_MAPS === "1",
  // The Docker image (Dockerfile) ships the traced server files only.
  ...(process.env.NEXT_OUTPUT === "standalone" ? { output: "standalone" as const } : {}),
  trailingSlash: true,
  // The proxy adds the trailing slash to page paths only; API and function paths keep theirs.
  skipTrailingSlashRedirect: true,
  // Netlify's edge adapter would otherwise hand the proxy every path with a trailing slash (`/robots.txt/`).
  ...(forNetlify ? { skipProxyUrlNormalize: true } : {}),
  // Netlify stores in PostgreSQL (DATABASE_URL): its server function ships without SQLite's driver and native code.
  // An alias rather than outputFileTracingExcludes, which leaves the instrumentation hook's trace (the outbox) alone.
  ...(forNetlify ? { turbopack: { resolveAlias: { "@libsql/client": "./src/server/db/no-sqlite-driver.ts" } } } : {}),
  poweredByHeader: false,
  // Loaded from node_modules at run time: the cache handler (outside the bundles) and the app share one copy.
  serverExternalPackages: ["@fortedigital/nextjs-cache-handler", "@redis/client"],
  generateBuildId: async () => buildId,
  // Pages and tagged content data: Next's file-system cache, or Redis shared by every instance with REDIS_URL.
  // Not on Netlify: its runtime keeps pages in its own cache (Netlify Blobs, shared by every function and purged
  // by tag), and Next 16 would bundle this handler (Redis client included) into the proxy, its edge function.
  ...(forNetlify ? {} : { cacheHandler: path.join(process.cwd(), "cache-handler.mjs") }),
  // IMAGE_PROXY: on Netlify, pages ask Netlify's Image CDN at /.netlify/images (src/content/images/netlify-loader.ts).
  env: { NEXT_PUBLIC_BUILD_ID: buildId, NEXT_PUBLIC_BUILD_TIME: String(builtAt), SITE_URL_AT_BUILD: siteUrlAtBuild, IMAGE_PROXY: forNetlify ? "netlify" : "next" },
  reactStrictMode: true,
  experimental: {
    // The proxy (pages only) sees a copy of a request body: never buffer more than the largest body an endpoint accepts.
    proxyClientMaxBodySize: 64 * 1024,
    // Turbopack's build cache (on by default in Next 16) never pays here: every build inlines a new id and time (env
    // above), so a kept cache is invalid, and reading it made a build slower (compile 98 s against 43 s), while
    // writing it costs 11-13 s of each build and 700 MB of disk (2026-11-29, e2e build on the 2-core machine).
    turbopackFileSystemCacheForBuild: false,
  },
  images: {
    deviceSizes: [640, 828, 1200, 2048, 3840],
    imageSizes: [32, 48, 64, 96, 128, 256, 384],
    formats: ["image/webp"],
    // Prismic's CDN, only the configured repository's images when the build knows it (PRISMIC_REPOSITORY_NAME).
    remotePatterns: [{ protocol: "https", hostname: "images.prismic.io", pathname: process.env.PRISMIC_REPOSITORY_NAME ? `/${process.env.PRISMIC_REPOSITORY_NAME}/**` : "/**" }],
  },
  // Every host: a Node server's request hook (src/server/security/node-requests.mjs) and Netlify's edge function
  // set these too, with the CSP; these cover what either might not see.
  async headers() {
    return [
      // The slice simulator is framed by Slice Machine and Prismic (src/server/security/policy.mjs).
      { source: "/((?!slice-simulator).*)", headers: Object.entries(securityHeaders()).map(([key, value]) => ({ key, value })) },
      { source: "/slice-simulator/:path*", headers: Object.entries(securityHeaders({ framable: true })).map(([key, value]) => ({ key, value })) },
    ];
  },
  async rewrites() {
    return {
      beforeFiles: [
        { source: "/.netlify/functions/:name", destination: "/api/functions/:name" },
        { source: "/.netlify/images", destination: "/api/netlify-images" },
        { source: "/_i18n/:locale/messages.json", destination: "/api/i18n/:locale" },
        { source: "/_i18n/:locale/not-found.json", destination: "/api/i18n/:locale/not-found" },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
};

export default withNextIntl(nextConfig);
