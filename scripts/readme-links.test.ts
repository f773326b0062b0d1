import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const readme = readFileSync("README.md", "utf8");
const scripts = Object.keys((JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts);
/** Code spans and fenced blocks: where the README names files and commands. */
const code = [...readme.matchAll(/```[a-z]*\n([\s\S]*?)```|`([^`\n]+)`/g)].map((match) => match[1] ?? match[2]);
const FILE_EXTENSION = /\.(?:json|ts|tsx|mts|mjs|md|sh|toml|example)$/;
/** Folders a build or a server writes (git-ignored), and package names. */
const NOT_IN_THE_CHECKOUT = /^(?:\.next|\.data|@)/;

/** The file paths a code span names: `src/a.ts`, `content/`, `Dockerfile`; up to the first placeholder of a template. */
function pathsIn(span: string): string[] {
  return span
    .replace(/<[^>]*>/g, "<>")
    .split(/\s+/)
    .filter((word) => !/^(?:\/|https?:|-)/.test(word) && !/[=:]/.test(word) && !NOT_IN_THE_CHECKOUT.test(word))
    .filter((word) => word.includes("/") || FILE_EXTENSION.test(word) || word === "Dockerfile")
    .map((word) => {
      const segments = word.replace(/[.,;)]+$/, "").split("/");
      const templated = segments.findIndex((segment) => /[<*{]|\.\.\./.test(segment));
      return (templated === -1 ? segments : segments.slice(0, templated)).join("/");
    })
    .filter(Boolean);
}

describe("README.md", () => {
  it("is a manual: under 250 lines", () => {
    expect(readme.split("\n").length).toBeLessThan(250);
  });

  it("names only files and folders that exist", () => {
    const paths = [...new Set(code.flatMap(pathsIn))];
    expect(paths.length).toBeGreaterThan(40);
    expect(paths.filter((path) => !existsSync(path))).toEqual([]);
  });

  it("names only npm scripts that exist", () => {
    const named = new Set(code.flatMap((span) => [...span.matchAll(/\bnpm (?:run ([\w:-]+)|(start|test)\b)/g)].map((match) => match[1] ?? match[2])));
    expect(named.size).toBeGreaterThan(15);
    expect([...named].filter((name) => !scripts.includes(name))).toEqual([]);
  });
});
