import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { NextConfig } from "next";
import { afterEach, describe, expect, it, vi } from "vitest";

/** next.config.ts as a build with these variables reads it. */
async function nextConfigWith(env: Record<string, string>): Promise<NextConfig> {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return (await import("../../next.config")).default;
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
    expect(dockerfile).toMatch(/CMD \["node", "scripts\/start\.mjs"\]/);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/chown -R node:node [^\n]*\.next\/cache[^\n]*\.next\/server\/app/);
    expect(dockerfile).toMatch(/^HEALTHCHECK [^\n]*\n\s+CMD .*\/api\/health/m);
    expect([...dockerfile.matchAll(/^FROM node:(\d+)/gm)].map((match) => match[1])).toEqual(["24", "24"]);
    expect(readFileSync("next.config.ts", "utf8")).toMatch(/NEXT_OUTPUT === "standalone"/);
  });

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
