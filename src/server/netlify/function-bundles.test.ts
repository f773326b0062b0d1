// Netlify bundles each file of netlify/functions/ with its packages left as imports, which Node's ESM loader then
// resolves at run time, outside Next's server. A function whose module graph imports `next/headers` or `next/cache`
// (the `next` package has no exports map, so ESM cannot resolve them) or `server-only` (which throws outside a
// React server build) fails at its first request with a 500: register-to-course did, through the content queries.
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..", "..", "..");
const functionsDir = path.join(root, "netlify", "functions");
const functionFiles = readdirSync(functionsDir).filter((file) => file.endsWith(".mts"));

/** Every package specifier a function's bundle leaves to Node, with the modules that import it. */
async function packageImports(file: string): Promise<Map<string, string[]>> {
  const result = await build({
    entryPoints: [path.join(functionsDir, file)],
    absWorkingDir: root,
    bundle: true,
    write: false,
    platform: "node",
    format: "esm",
    packages: "external",
    metafile: true,
    logLevel: "silent",
  });
  const imports = new Map<string, string[]>();
  for (const [module, { imports: list }] of Object.entries(result.metafile.inputs)) {
    for (const { path: specifier, external } of list) {
      if (!external || specifier.startsWith("node:") || !/^[@a-z]/.test(specifier)) continue;
      imports.set(specifier, [...(imports.get(specifier) ?? []), module]);
    }
  }
  return imports;
}

/** The specifiers Node's ESM loader cannot resolve from the project (one process: the loader of a real run). */
function unresolvable(specifiers: string[]): string[] {
  const script = `const failed = []; for (const s of ${JSON.stringify(specifiers)}) { try { import.meta.resolve(s); } catch { failed.push(s); } } console.log(JSON.stringify(failed));`;
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", script], { cwd: root, encoding: "utf8" });
  return JSON.parse(output) as string[];
}

describe("Netlify Functions load outside Next's server", () => {
  it("finds the functions", () => {
    expect(functionFiles).toEqual(expect.arrayContaining(["create-free-trial.mts", "register-to-course.mts", "outbox-forward.mts"]));
  });

  for (const file of functionFiles) {
    it(`${file}: every package it imports resolves as Node's ESM loader does, and none is server-only`, async () => {
      const imports = await packageImports(file);
      const serverOnly = imports.get("server-only");
      expect(serverOnly, `server-only imported by ${serverOnly?.join(", ")}`).toBeUndefined();
      const failed = unresolvable([...imports.keys()]);
      expect(
        failed.map((specifier) => `${specifier} (imported by ${imports.get(specifier)!.join(", ")})`),
        "packages a function would fail to load",
      ).toEqual([]);
    }, 60_000);
  }
});
