// Netlify bundles each file of netlify/functions/ with its packages left as imports, which Node's ESM loader then
// resolves at run time, outside Next's server. A function whose module graph imports `next/headers` or `next/cache`
// (the `next` package has no exports map, so ESM cannot resolve them) or `server-only` (which throws outside a
// React server build) fails at its first request with a 500: register-to-course did, through the content queries.
// Netlify packs such a function (v2: zip-it-and-ship-it's nft bundler) as that bundle plus the package files
// @vercel/nft traces from it, less netlify.toml's `!` included_files: no SQLite driver among them (Netlify stores in
// PostgreSQL; libsql's native code is 18 MB), and every package the function imports as it loads.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..", "..", "..");
const functionsDir = path.join(root, "netlify", "functions");
const functionFiles = readdirSync(functionsDir).filter((file) => file.endsWith(".mts"));

interface FunctionBundle {
  /** The bundle's code, as Netlify transpiles it (local modules inlined, packages left as imports). */
  code: string;
  /** Every package specifier it leaves to Node, with the modules that import it. */
  imports: Map<string, string[]>;
  /** The packages it imports when it loads (not by a dynamic `import()`). */
  loadedAtStart: Set<string>;
}

async function bundle(file: string): Promise<FunctionBundle> {
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
  const loadedAtStart = new Set<string>();
  for (const [module, { imports: list }] of Object.entries(result.metafile.inputs)) {
    for (const { path: specifier, external, kind } of list) {
      if (!external || specifier.startsWith("node:") || !/^[@a-z]/.test(specifier)) continue;
      imports.set(specifier, [...(imports.get(specifier) ?? []), module]);
      if (kind !== "dynamic-import") loadedAtStart.add(specifier);
    }
  }
  return { code: result.outputFiles[0].text, imports, loadedAtStart };
}

type Trace = (files: string[], options: { base: string; cache: object; readFile(file: string): Promise<string | Buffer | null> }) => Promise<{ fileList: Set<string> }>;
// The tracer Netlify packs functions with (Next's copy: the same that traces its server function).
const { nodeFileTrace } = createRequire(import.meta.url)("next/dist/compiled/@vercel/nft") as { nodeFileTrace: Trace };
const traceCache = {};

/** netlify.toml's `!` patterns of [functions] included_files: traced files Netlify leaves out of every zip. */
const excludedFromZips = ((JSON.parse(/^\[functions\][^[]*?^\s*included_files = (\[.*\])$/m.exec(readFileSync(path.join(root, "netlify.toml"), "utf8"))?.[1] ?? "[]") as string[]))
  .filter((pattern) => pattern.startsWith("!"))
  .map((pattern) => new RegExp(`^${pattern.slice(1).replace(/[.+?^${}()|\\]/g, "\\$&").replace(/\*\*/g, "\0").replace(/\*/g, "[^/]*").replace(/\0/g, ".*")}$`));

/** The files of a function's zip (paths from the project root), as Netlify packs them. */
async function zippedFiles(file: string, code: string): Promise<string[]> {
  const main = path.join(functionsDir, file);
  const { fileList } = await nodeFileTrace([main], {
    base: root,
    cache: traceCache,
    readFile: async (traced) => (traced === main ? code : readFile(traced).catch(() => null)),
  });
  return [...fileList].filter((traced) => !excludedFromZips.some((pattern) => pattern.test(traced)));
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
      const { imports } = await bundle(file);
      const serverOnly = imports.get("server-only");
      expect(serverOnly, `server-only imported by ${serverOnly?.join(", ")}`).toBeUndefined();
      const failed = unresolvable([...imports.keys()]);
      expect(
        failed.map((specifier) => `${specifier} (imported by ${imports.get(specifier)!.join(", ")})`),
        "packages a function would fail to load",
      ).toEqual([]);
    }, 60_000);

    it(`${file}: its zip carries what it loads, no SQLite driver and no native addon`, async () => {
      const { code, loadedAtStart } = await bundle(file);
      const zipped = await zippedFiles(file, code);
      expect(zipped.filter((traced) => /(^|\/)node_modules\/(@libsql|libsql)\//.test(traced) || traced.endsWith(".node"))).toEqual([]);
      const packageOf = (specifier: string) => specifier.split("/").slice(0, specifier.startsWith("@") ? 2 : 1).join("/");
      const missing = [...loadedAtStart].filter((specifier) => !zipped.some((traced) => traced.startsWith(`node_modules/${packageOf(specifier)}/`)));
      expect(missing, "packages imported at load but left out of the zip").toEqual([]);
    }, 120_000);
  }
});
