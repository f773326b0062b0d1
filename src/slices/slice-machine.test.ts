import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const config = JSON.parse(readFileSync("slicemachine.config.json", "utf8")) as {
  adapter: string | { resolve: string };
  libraries: string[];
  localSliceSimulatorURL: string;
};
const adapter = typeof config.adapter === "string" ? config.adapter : config.adapter.resolve;
const folders = config.libraries.flatMap((library) =>
  readdirSync(library, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(library, entry.name)),
);

interface Model {
  id: string;
  variations: { id: string; primary?: Record<string, unknown>; items?: Record<string, unknown> }[];
}

describe("Slice Machine", () => {
  it("is configured with the Next.js adapter, the slice library and the site's simulator route", () => {
    expect(adapter).toBe("@slicemachine/adapter-next");
    expect(new URL(config.localSliceSimulatorURL).pathname).toBe("/slice-simulator");
    expect(existsSync("src/app/slice-simulator/page.tsx")).toBe(true);
    expect(folders.length).toBeGreaterThan(10);
  });

  it("every slice has its model, its component and one mock per variation with the model's fields only", () => {
    for (const folder of folders) {
      const model = JSON.parse(readFileSync(path.join(folder, "model.json"), "utf8")) as Model;
      expect(existsSync(path.join(folder, "index.tsx")), folder).toBe(true);
      const mocks = JSON.parse(readFileSync(path.join(folder, "mocks.json"), "utf8")) as { __TYPE__: string; variation: string; primary: Record<string, unknown> }[];
      expect(mocks.map((mock) => mock.variation), folder).toEqual(model.variations.map((variation) => variation.id));
      for (const [index, mock] of mocks.entries()) {
        expect(mock.__TYPE__).toBe("SharedSliceContent");
        const fields = Object.keys(model.variations[index].primary ?? {});
        expect(Object.keys(mock.primary).filter((field) => !fields.includes(field)), `${folder} ${mock.variation}`).toEqual([]);
      }
    }
  });
});
