import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { generateTypes, NON_EDITABLE_FILE_HEADER } from "prismic-ts-codegen";
import { describe, expect, it } from "vitest";
import config from "../../prismicCodegen.config";
import { locales, prismicLangs } from "@/routing/locales";

const root = join(__dirname, "..", "..");
const readJson = (path: string) => JSON.parse(readFileSync(path, "utf8"));
const normalize = (text: string) => text.replace(/\s+/g, " ").trim();

describe("generated Prismic types", () => {
  it("are up to date with the models (run `npm run types:generate` after changing a model)", () => {
    const customTypeModels = readdirSync(join(root, "customtypes")).map((id) => readJson(join(root, "customtypes", id, "index.json")));
    const sharedSliceModels = readdirSync(join(root, "src", "slices"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => readJson(join(root, "src", "slices", entry.name, "model.json")));
    const expected = generateTypes({
      customTypeModels,
      sharedSliceModels,
      localeIDs: locales.map((locale) => prismicLangs[locale]),
      typesProvider: "@prismicio/client",
      clientIntegration: config.clientIntegration,
    });
    const committed = readFileSync(join(root, "prismicio-types.d.ts"), "utf8");
    expect(normalize(committed)).toBe(normalize(`${NON_EDITABLE_FILE_HEADER}\n\n${expected}`));
  });
});
