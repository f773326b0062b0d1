import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

describe("deployment files", () => {
  it("the Dockerfile copies what exists and starts the site's own front", () => {
    const dockerfile = readFileSync("Dockerfile", "utf8");
    expect(dockerfile).toMatch(/NEXT_OUTPUT=standalone/);
    const sources = [...dockerfile.matchAll(/^COPY --from=build \/app\/(\S+)/gm)].map((match) => match[1]).filter((source) => !source.startsWith(".next"));
    expect(sources.length).toBeGreaterThan(4);
    for (const source of sources) {
      const path = source.replace(/\/\*\.mjs$/, "");
      expect(existsSync(path), source).toBe(true);
    }
    expect(dockerfile).toMatch(/CMD \["node", "scripts\/start\.mjs"\]/);
    expect(readFileSync("next.config.ts", "utf8")).toMatch(/NEXT_OUTPUT === "standalone"/);
  });

  it("netlify.toml keeps the backend functions' paths on the route handlers that serve them", () => {
    const toml = readFileSync("netlify.toml", "utf8");
    expect(toml).toMatch(/package = "@netlify\/plugin-nextjs"/);
    expect(toml).toMatch(/from = "\/\.netlify\/functions\/:name"\s+to = "\/api\/functions\/:name"\s+status = 200/);
    expect(readdirSync("src/app/api/functions").length).toBeGreaterThanOrEqual(8);
  });
});
