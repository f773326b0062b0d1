// An ESLint rule: no module may import (by value, by type, re-export or `import()`) a module that leads back to it.
// import/no-cycle skips type-only imports with no option to count them, and a circle closed by types still ties two
// modules into one (neither can move, be read or be tested without the other).
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, sep } from "node:path";
import ts from "typescript";

/** A file's imports are read again when it changed; a file is looked at again at most once a second. */
const RECHECK_MS = 1_000;
const modules = new Map(); // path -> { mtimeMs, checkedAt, imports: string[] }
const settings = new Map(); // tsconfig path -> { options, cache }

function compilerSettings(root) {
  const configPath = join(root, "tsconfig.json");
  let found = settings.get(configPath);
  if (!found) {
    const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
    // allowJs: the .mjs modules take part in circles as much as the .ts ones.
    const { options } = ts.parseJsonConfigFileContent({ compilerOptions: config?.compilerOptions ?? {} }, ts.sys, root);
    options.allowJs = true;
    found = { options, cache: ts.createModuleResolutionCache(root, (name) => name, options) };
    settings.set(configPath, found);
  }
  return found;
}

/** The module a specifier names, inside the project (never a package); a .d.mts stands for the .mjs beside it. */
function resolveImport(specifier, fromFile, root) {
  const { options, cache } = compilerSettings(root);
  const resolved = ts.resolveModuleName(specifier, fromFile, options, ts.sys, cache).resolvedModule;
  if (!resolved || resolved.isExternalLibraryImport || resolved.resolvedFileName.includes(`${sep}node_modules${sep}`)) return null;
  const declared = /\.d\.(m|c)?ts$/.exec(resolved.resolvedFileName);
  if (declared) {
    const source = resolved.resolvedFileName.replace(/\.d\.(m|c)?ts$/, `.${declared[1] ?? ""}js`);
    if (existsSync(source)) return source;
  }
  return resolved.resolvedFileName;
}

function importsOf(file, root) {
  const now = Date.now();
  const known = modules.get(file);
  if (known && now - known.checkedAt < RECHECK_MS) return known.imports;
  let mtimeMs;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    modules.delete(file);
    return [];
  }
  if (known && known.mtimeMs === mtimeMs) {
    known.checkedAt = now;
    return known.imports;
  }
  const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
  const imports = [...new Set(importedFiles.map(({ fileName }) => resolveImport(fileName, file, root)).filter(Boolean))];
  modules.set(file, { mtimeMs, checkedAt: now, imports });
  return imports;
}

/** The modules from `start` back to `target`, or null; `dead` collects modules known not to lead back. */
function pathBack(start, target, root, dead) {
  const stack = [[start, [start]]];
  const seen = new Set([start]);
  while (stack.length > 0) {
    const [file, route] = stack.pop();
    for (const next of importsOf(file, root)) {
      if (next === target) return route;
      if (seen.has(next) || dead.has(next)) continue;
      seen.add(next);
      stack.push([next, [...route, next]]);
    }
  }
  for (const file of seen) dead.add(file);
  return null;
}

/** @type {import("eslint").Rule.RuleModule} */
const rule = {
  meta: {
    type: "problem",
    docs: { description: "Forbid import circles, type-only and dynamic imports included." },
    schema: [],
    messages: { cycle: "Import circle: {{route}} imports this module again. Move what both need to a module below them." },
  },
  create(context) {
    const file = context.filename;
    const root = context.cwd;
    const dead = new Set();
    const relative = (path) => path.slice(root.length + 1);
    function check(node, specifier) {
      if (typeof specifier !== "string") return;
      const target = resolveImport(specifier, file, root);
      if (!target || target === file) return;
      const route = pathBack(target, file, root, dead);
      if (route) context.report({ node, messageId: "cycle", data: { route: route.map(relative).join(" -> ") } });
    }
    const withSource = (node) => check(node, node.source?.value);
    return {
      ImportDeclaration: withSource,
      ExportNamedDeclaration: withSource,
      ExportAllDeclaration: withSource,
      ImportExpression: withSource,
      TSImportType: (node) => check(node, node.argument?.literal?.value ?? node.argument?.value),
    };
  },
};

export default rule;
