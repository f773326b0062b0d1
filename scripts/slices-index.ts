/**
 * `npm run slices:index [-- --check]`: writes each slice library's `index.ts` with Slice Machine's own adapter
 * (`@slicemachine/adapter-next`, options from `slicemachine.config.json`), exactly as `npm run slicemachine` does
 * when a slice is created, renamed or deleted. `--check` writes nothing and exits 1 when a committed index differs.
 *
 * The adapter only writes the index from those hooks, so this runs its `slice:delete` hook in a scratch copy of
 * the project (config, tsconfig, every slice model and one throw-away slice to delete) and reads back the index
 * the hook wrote. The scratch copy sits under the project's `node_modules/.cache`, so the adapter and Prettier
 * resolve from the project as in Slice Machine.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createSliceMachinePluginRunner, type SliceMachineConfig } from "@slicemachine/plugin-kit";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** Files of the project the adapter reads to decide how it writes (TypeScript or not, the config itself). */
const PROJECT_FILES = ["slicemachine.config.json", "package.json", "tsconfig.json"];

/** The slice deleted in the scratch copy so that the adapter rewrites the library's index. */
const THROWAWAY_SLICE = {
  id: "slices_index_throwaway",
  type: "SharedSlice",
  name: "SlicesIndexThrowaway",
  description: "",
  variations: [{ id: "default", name: "Default", docURL: "...", version: "initial", description: "", imageUrl: "", primary: {}, items: {} }],
};

export function readSliceMachineConfig(root = ROOT): SliceMachineConfig {
  return JSON.parse(readFileSync(path.join(root, "slicemachine.config.json"), "utf8")) as SliceMachineConfig;
}

/** Where a library's index lives (the adapter writes `index.ts` in a TypeScript project). */
export function libraryIndexPath(library: string, root = ROOT): string {
  return path.join(root, library, "index.ts");
}

/** Each slice library's index as the adapter writes it now, by library (`./src/slices`). */
export async function adapterSliceIndexes(root = ROOT): Promise<Map<string, string>> {
  const config = readSliceMachineConfig(root);
  const cache = path.join(root, "node_modules", ".cache");
  mkdirSync(cache, { recursive: true });
  const scratch = mkdtempSync(path.join(cache, "slices-index-"));
  try {
    for (const file of PROJECT_FILES) if (existsSync(path.join(root, file))) cpSync(path.join(root, file), path.join(scratch, file));
    const libraries = config.libraries ?? [];
    for (const library of libraries) {
      for (const entry of readdirSync(path.join(root, library), { withFileTypes: true })) {
        const model = path.join(root, library, entry.name, "model.json");
        if (entry.isDirectory() && existsSync(model)) cpSync(model, path.join(scratch, library, entry.name, "model.json"));
      }
    }
    const runner = createSliceMachinePluginRunner({ project: { root: scratch, config } });
    await runner.init();
    const indexes = new Map<string, string>();
    for (const library of libraries) {
      const throwaway = path.join(scratch, library, THROWAWAY_SLICE.name);
      mkdirSync(throwaway, { recursive: true });
      writeFileSync(path.join(throwaway, "model.json"), JSON.stringify(THROWAWAY_SLICE));
      const { errors } = await runner.callHook("slice:delete", { libraryID: library, model: THROWAWAY_SLICE as never });
      if (errors.length > 0) throw new AggregateError(errors, `Slice Machine's adapter could not write the index of ${library}`);
      indexes.set(library, readFileSync(libraryIndexPath(library, scratch), "utf8"));
    }
    return indexes;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function main() {
  const check = process.argv.includes("--check");
  let stale = 0;
  for (const [library, contents] of await adapterSliceIndexes()) {
    const file = libraryIndexPath(library);
    const current = existsSync(file) ? readFileSync(file, "utf8") : null;
    if (current === contents) continue;
    if (check) {
      stale += 1;
      console.error(`${path.relative(ROOT, file)} is not what Slice Machine's adapter writes: run npm run slices:index`);
    } else {
      writeFileSync(file, contents);
      console.log(`wrote ${path.relative(ROOT, file)}`);
    }
  }
  if (stale > 0) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
