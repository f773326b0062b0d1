/**
 * What the benchmarks share: the page types they measure in each language, the site's production
 * server (scripts/start.mjs over an existing build), and a bare Next.js App Router page built from the
 * project's own next, react and react-dom in a temporary folder: the floor every figure is set beside.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { locales, prismicLangs, type Locale } from "../../src/routing/locales";
import { buildPath, matchPath, type RouteId } from "../../src/routing/routes";

export const root = path.resolve(import.meta.dirname, "..", "..");


/** The uid of a seed document in a language (content/documents/<type>/<file>.json). */
function uidOf(type: string, file: string, locale: Locale): string {
  const documents = JSON.parse(readFileSync(path.join(root, "content", "documents", type, `${file}.json`), "utf8")) as { lang: string; uid: string }[];
  const document = documents.find((entry) => entry.lang === prismicLangs[locale]);
  if (!document) throw new Error(`No ${locale} version of ${type}/${file}`);
  return document.uid;
}

const pageTypes: { name: string; route: RouteId; seed?: [type: string, file: string] }[] = [
  { name: "home", route: "home" },
  { name: "blog home", route: "blog_home" },
  { name: "article", route: "blog_article", seed: ["blog_article", "manager-coaching"] },
  { name: "hub", route: "case_studies_hub" },
  { name: "pricing", route: "pricing" },
  { name: "form page", route: "form_page", seed: ["form_page", "demo"] },
  { name: "landing page (form in view)", route: "landing_page", seed: ["landing_page", "quillio-for-hr"] },
  { name: "event", route: "event", seed: ["live_event", "ld-summit-2027"] },
  { name: "case study", route: "case_study", seed: ["case_study", "atelier-lumen"] },
];

export interface BenchPage {
  type: string;
  locale: Locale;
  path: string;
}

/** Every page type in each language. */
export function benchPages(only?: string[]): BenchPage[] {
  return pageTypes
    .filter((type) => !only?.length || only.includes(type.name))
    .flatMap((type) =>
      locales.map((locale) => {
        const params = type.seed ? { uid: uidOf(type.seed[0], type.seed[1], locale) } : {};
        const pagePath = buildPath(type.route, locale, params);
        if (!pagePath) throw new Error(`No ${type.route} path in ${locale}`);
        return { type: type.name, locale, path: pagePath };
      }),
    );
}

/**
 * One page of every page type (route of the route table) in each language, as the running site lists them in its
 * sitemap: what bench:js measures, so no page type escapes its budget.
 */
export async function sitemapPages(siteUrl: string, onlyLocales?: string[]): Promise<(BenchPage & { route: RouteId })[]> {
  const response = await fetch(`${siteUrl}/sitemap.xml`);
  if (!response.ok) throw new Error(`${siteUrl}/sitemap.xml answered ${response.status}`);
  const pages = new Map<string, BenchPage & { route: RouteId }>();
  for (const [, loc] of (await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const pagePath = new URL(loc.replace(/&amp;/g, "&")).pathname;
    const match = matchPath(pagePath);
    if (!match || (onlyLocales?.length && !onlyLocales.includes(match.locale))) continue;
    const key = `${match.route.id}:${match.locale}`;
    if (!pages.has(key)) pages.set(key, { type: match.route.id, route: match.route.id as RouteId, locale: match.locale, path: pagePath });
  }
  return [...pages.values()].sort((a, b) => a.type.localeCompare(b.type) || locales.indexOf(a.locale) - locales.indexOf(b.locale));
}

export interface Server {
  url: string;
  stop(): void;
  /** The server's process id, when this started it. */
  pid?: number;
  /** Switches the access line and request metrics off or on (a site started with `switches`); resolves once applied. */
  switchAccessLog?(state: "on" | "off"): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The server for ${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`${url} did not answer`);
}

/** A port nothing listens on now (the system's choice). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The site and the bare page side by side; if one cannot start, the other is stopped before the error is thrown. */
export async function startSiteAndBarePage(): Promise<[Server, Server]> {
  const [site, bare] = await Promise.allSettled([startSite(), startBarePage()]);
  if (site.status === "fulfilled" && bare.status === "fulfilled") return [site.value, bare.value];
  for (const started of [site, bare]) if (started.status === "fulfilled") started.value.stop();
  throw (site.status === "rejected" ? site.reason : (bare as PromiseRejectedResult).reason) as Error;
}

/**
 * The site as `npm start` serves it (security front included) from the build in NEXT_DIST_DIR (default .next). Its log
 * lines go to a pipe read by this process, or with `collector`, by a process of its own (`cat`, as a log shipper would
 * read them), so that reading them takes nothing from this process's load generator.
 */
export async function startSite(env: Record<string, string> = {}, { collector = false, switches = false } = {}): Promise<Server> {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL.replace(/\/$/, ""), stop: () => {} };
  const distDir = env.NEXT_DIST_DIR || process.env.NEXT_DIST_DIR || ".next";
  if (!existsSync(path.join(root, distDir, "BUILD_ID"))) throw new Error(`No build in ${distDir}: run \`npm run build\` first (or set NEXT_DIST_DIR / BENCH_URL).`);
  const port = await freePort();
  const shipper = collector ? spawn("cat", [], { stdio: ["pipe", "ignore", "ignore"] }) : null;
  const child = spawn(process.execPath, [path.join(root, "scripts", "start.mjs"), "-p", String(port)], {
    cwd: root,
    env: { ...process.env, SKIP_BUILD: "1", PORT: String(port), DATA_DIR: path.join(root, ".data", "bench"), ...env, NEXT_DIST_DIR: distDir, ...(switches ? { BENCH_SWITCHES: "1" } : {}) },
    // Its log lines go to a pipe that is read, as a log collector reads a production server's; with `switches`, a
    // channel that switches its access line (scripts/start.mjs).
    stdio: ["ignore", shipper ? shipper.stdin! : "pipe", "pipe", ...(switches ? (["ipc"] as const) : [])],
  });
  child.stdout?.resume();
  child.stderr?.resume();
  const url = `http://localhost:${port}`;
  await waitFor(`${url}/robots.txt`, child);
  return {
    url,
    pid: child.pid,
    // The shipper is not killed: it ends when the server's output closes, as a real one would after the server. This
    // process's own end of that pipe is closed here, or the shipper (and this process) would wait on it for ever.
    stop: () => {
      child.kill();
      shipper?.stdin?.destroy();
    },
    ...(switches
      ? {
          switchAccessLog: (state: "on" | "off") =>
            new Promise<void>((resolve) => {
              child.once("message", () => resolve());
              child.send({ accessLog: state });
            }),
        }
      : {}),
  };
}

/** The installed version of one of the project's packages. */
const installedVersion = (name: string) => (JSON.parse(readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;

/**
 * A bare Next.js App Router page (a heading and a paragraph, nothing else) built with the versions of next, react
 * and react-dom the project has installed, in a temporary folder outside the project: inside it, Next 16.4 compiles
 * the project's own src/instrumentation.ts and src/proxy.ts into the bare page too. The packages come from npm's
 * cache (`--prefer-offline`), which the project's own install has just filled.
 */
export async function startBarePage(): Promise<Server> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-bare-next-"));
  mkdirSync(path.join(dir, "app"));
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "bare-next-page", private: true }));
  writeFileSync(path.join(dir, "next.config.mjs"), "export default {};\n");
  writeFileSync(
    path.join(dir, "app", "layout.jsx"),
    `export const metadata = { title: "Bare page", description: "A bare Next.js App Router page." };\nexport default function RootLayout({ children }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n`,
  );
  writeFileSync(
    path.join(dir, "app", "page.jsx"),
    `export default function Page() {\n  return (<main><h1>A bare Next.js page</h1><p>The floor the site's figures are set beside: the framework and nothing else.</p></main>);\n}\n`,
  );
  const packages = ["next", "react", "react-dom"].map((name) => `${name}@${installedVersion(name)}`);
  const install = spawnSync("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error", ...packages], { cwd: dir, encoding: "utf8" });
  if (install.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`The bare page's packages did not install:\n${install.stdout}\n${install.stderr}`);
  }
  const bareNext = path.join(dir, "node_modules", "next", "dist", "bin", "next");
  const build = spawnSync(process.execPath, [bareNext, "build"], { cwd: dir, env: { ...process.env, NEXT_DIST_DIR: "", NEXT_TELEMETRY_DISABLED: "1" }, encoding: "utf8" });
  if (build.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`The bare page did not build:\n${build.stdout}\n${build.stderr}`);
  }
  const port = await freePort();
  const child = spawn(process.execPath, [bareNext, "start", "-p", String(port)], { cwd: dir, env: { ...process.env, NEXT_DIST_DIR: "", NEXT_TELEMETRY_DISABLED: "1" }, stdio: "ignore" });
  const url = `http://localhost:${port}`;
  await waitFor(`${url}/`, child);
  return {
    url,
    stop: () => {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
