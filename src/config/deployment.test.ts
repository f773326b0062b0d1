import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { NextConfig } from "next";
import { afterEach, describe, expect, it, vi } from "vitest";

/** next.config.ts as a build with these variables reads it. */
async function nextConfigWith(env: Record<string, string>): Promise<NextConfig> {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return (await import("../../next.config")).default;
}

/** Whether `.dockerignore` keeps `file` out of an image's build context, as Docker reads it: the last matching line
 * decides (`!` lets a file back in), and a pattern that matches a folder matches what is in it. */
function dockerIgnores(file: string): boolean {
  const lines = readFileSync(".dockerignore", "utf8").split("\n").map((line) => line.trim()).filter((line) => line && !line.startsWith("#"));
  const segments = file.split("/");
  let ignored = false;
  for (const line of lines) {
    const negated = line.startsWith("!");
    const glob = (negated ? line.slice(1) : line).replace(/^\/|\/$/g, "");
    const pattern = new RegExp(`^${glob.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*\*/g, "\0").replace(/\*/g, "[^/]*").replace(/\?/g, "[^/]").replace(/\0/g, ".*")}$`);
    if (segments.some((_, i) => pattern.test(segments.slice(0, i + 1).join("/")))) ignored = !negated;
  }
  return ignored;
}

describe("deployment files", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("the Dockerfile copies what exists, runs as a user that can write what Next writes, on Node 24, with a health check", () => {
    const dockerfile = readFileSync("Dockerfile", "utf8");
    expect(dockerfile).toMatch(/NEXT_OUTPUT=standalone/);
    const sources = [...dockerfile.matchAll(/^COPY --from=build \/app\/(\S+)/gm)].map((match) => match[1]).filter((source) => !source.startsWith(".next"));
    expect(sources.length).toBeGreaterThan(4);
    for (const source of sources) {
      const path = source.replace(/\/\*\.mjs$/, "");
      expect(existsSync(path), source).toBe(true);
    }
    // Every module start.mjs loads at run time, and theirs, is copied.
    for (const folder of ["src/server/security", "src/server/front"]) expect(sources).toContain(`${folder}/*.mjs`);
    expect(sources).toContain("src/config/hosting.mjs");
    expect(dockerfile).toMatch(/CMD \["node", "scripts\/start\.mjs"\]/);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/chown -R node:node [^\n]*\.next\/cache[^\n]*\.next\/server\/app/);
    expect(dockerfile).toMatch(/^HEALTHCHECK [^\n]*\n\s+CMD .*\/api\/health/m);
    expect([...dockerfile.matchAll(/^FROM node:(\d+)/gm)].map((match) => match[1])).toEqual(["24", "24"]);
    expect(readFileSync("next.config.ts", "utf8")).toMatch(/NEXT_OUTPUT === "standalone"/);
  });

  it("the Dockerfile installs exactly the lock file's packages, with npm's cache kept between builds (BuildKit)", () => {
    const dockerfile = readFileSync("Dockerfile", "utf8");
    expect(dockerfile.split("\n")[0]).toBe("# syntax=docker/dockerfile:1");
    expect(dockerfile).toMatch(/^RUN --mount=type=cache,target=\/root\/\.npm npm ci\b/m);
    expect(dockerfile).not.toMatch(/npm install/);
  });

  it(".dockerignore keeps secrets, local data, tools, builds and test output out of an image, and lets in every file the build uses", () => {
    const kept = [".env", ".env.local", ".env.production", ".env.development.local", ".data/site.sqlite", ".data/e2e-3100/secrets.json", ".data-backup/site.sqlite"];
    kept.push(".tools/node24/bin/node", ".netlify/functions/outbox-forward.zip", "node_modules/next/package.json", ".next/cache/images/a.webp", ".next-e2e/standalone/server.js");
    kept.push("content/generated/documents/a.json", "test-results/hosts/trace.zip", "playwright-report/index.html", "coverage/index.html", ".git/HEAD", "tsconfig.tsbuildinfo");
    expect(kept.filter((file) => !dockerIgnores(file))).toEqual([]);
    // Every file of the repository but the example settings (the build reads none of them).
    const tracked = execFileSync("git", ["ls-files"], { encoding: "utf8" }).split("\n").filter(Boolean);
    expect(tracked.length).toBeGreaterThan(100);
    expect(tracked.filter((file) => dockerIgnores(file))).toEqual([".env.example"]);
  });

  it("states one Node.js, 24 LTS: engines, the npm scripts' own node, its types, the README (the Dockerfile and Netlify: below)", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { engines: { node: string }; devDependencies: Record<string, string> };
    expect(pkg.engines.node).toBe(">=24");
    expect(pkg.devDependencies.node).toMatch(/^24\.\d+\.\d+$/);
    expect(pkg.devDependencies["@types/node"]).toMatch(/^\^24\b/);
    expect(readFileSync("README.md", "utf8")).toMatch(/^Requirements: [^\n]*Node\.js 24 LTS/m);
  });

  it("every install script of a dependency has a recorded decision (package.json's allowScripts)", () => {
    const pending = JSON.parse(execFileSync("npm", ["install-scripts", "ls", "--json"], { encoding: "utf8" })) as { allowScripts: unknown[] };
    expect(pending.allowScripts).toEqual([]);
  }, 60_000);

  it("netlify.toml builds on Node 24 with the Next.js runtime, and redirects nothing from Netlify's own paths", () => {
    const toml = readFileSync("netlify.toml", "utf8");
    expect(toml).toMatch(/package = "@netlify\/plugin-nextjs"/);
    expect(toml).toMatch(/NODE_VERSION = "24"/);
    // The CLI's local builds do not set NETLIFY: next.config.ts knows the target from this.
    expect(toml).toMatch(/DEPLOY_TARGET = "netlify"/);
    expect(readFileSync("next.config.ts", "utf8")).toMatch(/process\.env\.DEPLOY_TARGET === "netlify"/);
    // The site's edge function is declared here (offline, the CLI cannot read a file's own config).
    expect(toml).toMatch(/\[\[edge_functions\]\]\s+function = "site-policy"\s+path = "\/\*"/);
    // Netlify refuses a redirect from /.netlify/…: those paths are its functions.
    expect(toml).not.toMatch(/from = "\/\.netlify/);
  });

  it("Netlify's Image CDN fetches only the Prismic repository's own images (issue 35: any images.prismic.io path)", () => {
    const toml = readFileSync("netlify.toml", "utf8");
    const { repositoryName } = JSON.parse(readFileSync("slicemachine.config.json", "utf8")) as { repositoryName: string };
    // The TOML string's escapes undone (\\ → \): the regular expression Netlify matches the whole image URL with.
    const patterns = [...toml.matchAll(/^\s*remote_images = \[(.*)\]\s*$/gm)].flatMap((match) => [...match[1]!.matchAll(/"([^"]+)"/g)].map((entry) => new RegExp(`^(?:${entry[1]!.replace(/\\\\/g, "\\")})$`)));
    expect(patterns).toHaveLength(1);
    const allowed = (url: string) => patterns.some((pattern) => pattern.test(url));
    for (const url of [`https://images.prismic.io/${repositoryName}/hero_a1b2.png`, `https://images.prismic.io/${repositoryName}/Z1x_team%20photo.jpg?auto=format,compress`]) {
      expect(allowed(url), url).toBe(true);
    }
    for (const url of [
      "https://images.prismic.io/other-repo/a.png",
      "https://images.prismic.io/a.png",
      `https://images.prismic.io/${repositoryName}-evil/a.png`,
      `https://images.prismic.io.evil.example/${repositoryName}/a.png`,
      `https://images.prismic.io/${repositoryName}/../other-repo/a.png`,
      `https://images.prismic.io/${repositoryName}/..`,
      `https://images.prismic.io/${repositoryName}/%2e%2e%2fother-repo%2fa.png`,
      `https://images.prismic.io/${repositoryName}/`,
    ]) {
      expect(allowed(url), url).toBe(false);
    }
  });

  it("every backend function of the spec is a Netlify Function over the endpoint its route handler serves", () => {
    const names = readdirSync("src/app/api/functions");
    expect(names.length).toBeGreaterThanOrEqual(8);
    for (const name of names) {
      const route = readFileSync(`src/app/api/functions/${name}/route.ts`, "utf8");
      const endpoint = /routeHandlers\((\w+)\)/.exec(route)?.[1];
      const fn = readFileSync(`netlify/functions/${name}.mts`, "utf8");
      expect(fn, name).toContain(`netlifyFunction(${endpoint})`);
      const handlerModule = (source: string) => /import \{ \w+ \} from "(?:@\/|\.\.\/\.\.\/src\/)(server\/handlers\/[\w-]+)"/.exec(source)?.[1];
      expect(handlerModule(fn), name).toBe(handlerModule(route));
    }
    expect(readFileSync("netlify/functions/outbox-forward.mts", "utf8")).toMatch(/schedule: "\* \* \* \* \*"/);
  });

  it("a Netlify build's server function ships without SQLite's driver (it stores in PostgreSQL); other builds keep it", async () => {
    const alias = (await nextConfigWith({ DEPLOY_TARGET: "netlify" })).turbopack?.resolveAlias?.["@libsql/client"];
    expect(typeof alias === "string" && existsSync(alias), String(alias)).toBe(true);
    await expect(import(`../../${alias as string}`)).rejects.toThrow(/no SQLite driver/);
    expect((await nextConfigWith({ DEPLOY_TARGET: "", NETLIFY: "" })).turbopack?.resolveAlias?.["@libsql/client"]).toBeUndefined();
  });
});
