/**
 * The browser files that carry the marketing console's own code (src/app/admin and its sign-in page), read from
 * the build's client reference manifests: the chunks of the console's client modules and the stylesheets of its
 * layouts and pages. A public page must load none of them (issue 26: no byte of the console on a public page).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";

/** The app folders whose code is the console's (as the manifests name modules: `[project]/src/app/...`). */
const CONSOLE_SOURCES = ["src/app/admin/", "src/app/console-sign-in/"];
const CONSOLE_OUTPUT = ["admin", "console-sign-in"];

interface ClientManifest {
  clientModules: Record<string, { chunks: string[] }>;
  entryCSSFiles: Record<string, { path: string }[]>;
  entryJSFiles?: Record<string, string[]>;
}

/** Every manifest file under a folder of the build's server/app. */
function manifestFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith("_client-reference-manifest.js"))
    .map((file) => path.join(dir, file));
}

/** A manifest file sets globalThis.__RSC_MANIFEST[route]: run it in a sandbox of its own. */
function readManifests(file: string): ClientManifest[] {
  const sandbox: Record<string, unknown> = {};
  sandbox.globalThis = sandbox;
  sandbox.self = sandbox;
  vm.runInNewContext(readFileSync(file, "utf8"), sandbox, { filename: file });
  return Object.values((sandbox.__RSC_MANIFEST ?? {}) as Record<string, ClientManifest>);
}

const isConsoleModule = (key: string) => CONSOLE_SOURCES.some((source) => key.includes(`[project]/${source}`));
/** `/_next/static/chunks/x.js` and `static/chunks/x.js` both as `/_next/static/chunks/x.js`. */
const asUrlPath = (file: string) => (file.startsWith("/_next/") ? file : `/_next/${file.replace(/^\//, "")}`);

/**
 * The console's files as URL paths (`/_next/static/chunks/...`), from the build in `distDir`. Throws when the build
 * has no console (a wrong folder would otherwise make every page look clean).
 */
export function consoleFiles(distDir: string): Set<string> {
  const files = new Set<string>();
  const manifests = CONSOLE_OUTPUT.flatMap((folder) => manifestFiles(path.join(distDir, "server", "app", folder))).flatMap(readManifests);
  if (!manifests.length) throw new Error(`No console in the build at ${distDir} (server/app/admin has no client reference manifest).`);
  for (const manifest of manifests) {
    for (const [key, module] of Object.entries(manifest.clientModules)) {
      if (isConsoleModule(key)) for (const chunk of module.chunks) files.add(asUrlPath(chunk));
    }
    for (const [key, sheets] of Object.entries(manifest.entryCSSFiles)) {
      if (isConsoleModule(key)) for (const sheet of sheets) files.add(asUrlPath(sheet.path));
    }
  }
  return files;
}
