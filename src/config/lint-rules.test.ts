import { ESLint } from "eslint";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The layering and cycle rules of eslint.config.mjs, as `npm run lint` applies them.
const root = join(__dirname, "..", "..");
// import/no-cycle walks the whole import graph; the boundary checks below do not need it.
const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { "import/no-cycle": "off" } } });

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

  it("turn on import/no-cycle for the site's code", async () => {
    const config = await new ESLint({ cwd: root }).calculateConfigForFile(join(root, "src/features/forms/FormView.tsx"));
    expect(config.rules["import/no-cycle"]?.[0]).toBe(2);
  }, 60_000);
});
