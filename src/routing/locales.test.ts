import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { localeTable, locales } from "./locales";

const ROOT = path.resolve(__dirname, "../..");
const TABLE = "src/routing/locales.ts";

/** The README's "Adding a locale": the files each item names before its colon, in order. */
function filesToAddALocale(): string[] {
  const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
  const section = readme.split("\n## ").find((part) => part.startsWith("Adding a locale\n"))!;
  return [...section.matchAll(/^\d+\. (.*?): /gm)].flatMap((item) => [...item[1].matchAll(/`([^`]+)`/g)].map((span) => span[1]));
}

/** The table's source with one more row: a copy of the first. */
function withFakeLocale(source: string, locale: string): string {
  const file = ts.createSourceFile(TABLE, source, ts.ScriptTarget.Latest, true);
  let table: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && node.name.getText() === "table") {
      let value = node.initializer!;
      while (ts.isSatisfiesExpression(value) || ts.isAsExpression(value)) value = value.expression;
      table = value as ts.ObjectLiteralExpression;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  const [first] = table!.properties as ts.NodeArray<ts.PropertyAssignment>;
  const end = table!.properties.at(-1)!.end;
  return `${source.slice(0, end)},\n  ${locale}: ${first.initializer.getText()}${source.slice(end)}`;
}

/** Files of the checkout the type check reads; what builds, tests and servers write is left out. */
const LEFT_OUT = /^(node_modules|\.git|\.next.*|\.data|\.netlify|\.tools|test-results|playwright-report|coverage|content\/generated|.*\.tsbuildinfo)$/;

describe("the locale table", { timeout: 240_000 }, () => {
  const copy = mkdtempSync(path.join(tmpdir(), "adding-a-locale-"));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it("holds every locale's data files: its messages and its language in the content", () => {
    const languages = (JSON.parse(readFileSync(path.join(ROOT, "content/repository.json"), "utf8")) as { languages: { id: string }[] }).languages;
    for (const locale of locales) {
      expect(existsSync(path.join(ROOT, `messages/${locale}.json`)), locale).toBe(true);
      expect(languages.map((language) => language.id)).toContain(localeTable[locale].prismicLang);
    }
  });

  it("a new row makes the compiler name exactly the README's files, at most six in all", () => {
    const listed = filesToAddALocale();
    expect(listed[0]).toBe(TABLE);
    expect(listed.length).toBeLessThanOrEqual(6);

    cpSync(ROOT, copy, { recursive: true, filter: (source) => !LEFT_OUT.test(path.relative(ROOT, source)) });
    symlinkSync(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"), "dir");
    writeFileSync(path.join(copy, TABLE), withFakeLocale(readFileSync(path.join(ROOT, TABLE), "utf8"), "xx"));
    // The types of the app's routes (PageProps<...>), as `npm run typecheck` makes them.
    const env = { ...process.env, NEXT_DIST_DIR: "" };
    const typegen = spawnSync(process.execPath, [path.join(ROOT, "node_modules/next/dist/bin/next"), "typegen", copy], { cwd: copy, env, encoding: "utf8" });
    expect(typegen.status, typegen.stderr).toBe(0);
    const tsc = spawnSync(process.execPath, [path.join(ROOT, "node_modules/typescript/bin/tsc"), "--noEmit", "--incremental", "false", "-p", "."], { cwd: copy, encoding: "utf8", maxBuffer: 64 << 20 });
    const named = new Set([...tsc.stdout.matchAll(/^(\S[^(\n]*)\(\d+,\d+\): error TS\d+/gm)].map((match) => match[1]));

    expect([...named].sort()).toEqual(listed.filter((file) => file.startsWith("src/") && file !== TABLE).sort());
  });
});
