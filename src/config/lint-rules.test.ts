import tsParser from "@typescript-eslint/parser";
import { ESLint, Linter } from "eslint";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import noImportCycle from "../../scripts/lint/no-import-cycle.mjs";

// The layering and cycle rules of eslint.config.mjs, as `npm run lint` applies them.
const root = join(__dirname, "..", "..");
// The cycle rule walks the whole import graph; the boundary checks below do not need it.
const eslint = new ESLint({ cwd: root, overrideConfig: { files: ["src/**"], rules: { "quillio/no-import-cycle": "off" } } });

async function restrictedImports(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: join(root, file) });
  return result.messages.filter((message) => message.ruleId === "no-restricted-imports").map((message) => message.message);
}

describe("lint rules", () => {
  it("forbid content, server and lib from importing components or features, by alias or relative path", async () => {
    const cases: [string, string][] = [
      ["src/content/queries/example.ts", 'import { Cta } from "@/components/cta/Cta";\nexport const cta = Cta;\n'],
      ["src/server/handlers/example.ts", 'import { sendSubmission } from "../../features/forms/submit";\nexport const send = sendSubmission;\n'],
      ["src/lib/example.ts", 'import type { FormContext } from "@/features/forms/types";\nexport type Context = FormContext;\n'],
      ["src/server/example.test.ts", 'import { ctaClassName } from "@/components/cta/classes";\nexport const name = ctaClassName;\n'],
    ];
    for (const [file, source] of cases) {
      const messages = await restrictedImports(file, source);
      expect(messages, file).toHaveLength(1);
      expect(messages[0]).toMatch(/must not import src\/components or src\/features/);
    }
  }, 60_000);

  it("let the UI import the layers below it, and the layers import each other", async () => {
    expect(await restrictedImports("src/components/example.tsx", 'import { getFooter } from "@/content/queries/footer";\nexport const footer = getFooter;\n')).toEqual([]);
    expect(await restrictedImports("src/features/example.ts", 'import { isCtaType } from "@/lib/cta";\nexport const check = isCtaType;\n')).toEqual([]);
    expect(await restrictedImports("src/server/example.ts", 'import { findFormConfig } from "@/content/queries/forms";\nexport const find = findFormConfig;\n')).toEqual([]);
  }, 60_000);

  it("keep routing the ground floor: no import of content, server, components, features or app", async () => {
    const cases: [string, string][] = [
      ["src/routing/example.ts", 'import { findRedirect } from "@/content/redirects";\nexport const find = findRedirect;\n'],
      ["src/routing/example.ts", 'import type { Db } from "../server/db";\nexport type Store = Db;\n'],
      ["src/routing/example.test.ts", 'import { testSeal } from "@/server/testing/seal";\nexport const seal = testSeal;\n'],
      ["src/routing/example.ts", 'import { Cta } from "@/components/cta/Cta";\nexport const cta = Cta;\n'],
      ["src/routing/example.ts", 'import { sendSubmission } from "@/features/forms/submit";\nexport const send = sendSubmission;\n'],
      ["src/routing/example.ts", 'import { GET } from "@/app/api/routing/route";\nexport const get = GET;\n'],
    ];
    for (const [file, source] of cases) {
      const messages = await restrictedImports(file, source);
      expect(messages, source).toHaveLength(1);
      expect(messages[0]).toMatch(/src\/routing is the ground floor/);
    }
    expect(await restrictedImports("src/routing/example.ts", 'import { logger } from "@/lib/log";\nimport { siteUrl } from "@/config/site";\nexport const both = [logger, siteUrl];\n')).toEqual([]);
  }, 60_000);

  it("turn on the cycle rule for the site's code", async () => {
    const config = await new ESLint({ cwd: root }).calculateConfigForFile(join(root, "src/features/forms/FormView.tsx"));
    expect(config.rules["quillio/no-import-cycle"]?.[0]).toBe(2);
  }, 60_000);

  it("find a circle closed by a type-only import, a re-export or import(), and none without one", () => {
    const folder = mkdtempSync(join(tmpdir(), "import-cycle-"));
    try {
      const linter = new Linter({ cwd: folder });
      const config = [{ files: ["**/*.ts"], languageOptions: { parser: tsParser }, plugins: { quillio: { rules: { "no-import-cycle": noImportCycle } } }, rules: { "quillio/no-import-cycle": "error" as const } }];
      const cycles = (file: string, source: string) => {
        writeFileSync(join(folder, file), source);
        return linter.verify(source, config, { filename: join(folder, file) }).map((message) => message.message);
      };
      writeFileSync(join(folder, "leaf.ts"), "export type Leaf = string;\n");
      writeFileSync(join(folder, "types.ts"), 'import type { Table } from "./table";\nexport type Row = keyof Table;\n');
      expect(cycles("table.ts", 'import type { Row } from "./types";\nexport interface Table { a: 1 }\nexport const rows: Row[] = [];\n')).toEqual([
        expect.stringMatching(/Import circle: types\.ts imports this module again/),
      ]);
      writeFileSync(join(folder, "again-b.ts"), 'export * from "./again";\n');
      expect(cycles("again.ts", 'export { rows } from "./table";\nexport const lazy = () => import("./again-b");\n')).toHaveLength(1);
      expect(cycles("plain.ts", 'import type { Leaf } from "./leaf";\nexport const leaf: Leaf = "";\n')).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
