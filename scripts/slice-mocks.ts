// Writes `mocks.json` next to each slice model that has none (`--force`: every slice), as Slice Machine does
// when a slice is created: one mock per variation in Slice Machine's own format (@prismicio/mocks), so the
// simulator and the Page Builder show each variation with sample values.
//   npm run slices:mocks [-- --force]
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SharedSliceMock } from "@prismicio/mocks";

const library = path.join(process.cwd(), "src", "slices");
const force = process.argv.includes("--force");

interface SliceModel {
  id: string;
  variations: { id: string }[];
}

/** The mocks of one slice model: one per variation, in the variations' order. */
export function mocksFor(model: SliceModel): unknown[] {
  return model.variations.map((variation) => SharedSliceMock.generate(model as never, { type: "SharedSlice", variation: variation.id }));
}

if (process.argv[1]?.endsWith("slice-mocks.ts")) {
  let written = 0;
  for (const folder of readdirSync(library, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const modelFile = path.join(library, folder.name, "model.json");
    const mocksFile = path.join(library, folder.name, "mocks.json");
    if (!existsSync(modelFile) || (existsSync(mocksFile) && !force)) continue;
    const model = JSON.parse(readFileSync(modelFile, "utf8")) as SliceModel;
    writeFileSync(mocksFile, `${JSON.stringify(mocksFor(model), null, 2)}\n`);
    written++;
  }
  console.log(`slices:mocks: ${written} mocks.json written`);
}
