import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** The variables of the README's "Configuration" table. */
function documentedVariables(): string[] {
  const readme = readFileSync("README.md", "utf8");
  const section = readme.slice(readme.indexOf("## Configuration"), readme.indexOf("\n## ", readme.indexOf("## Configuration") + 1));
  const names = new Set<string>();
  for (const line of section.split("\n").filter((row) => row.startsWith("| `"))) {
    const firstCell = line.split("|")[1];
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(match[1]);
  }
  return [...names];
}

describe(".env.example", () => {
  it("names every variable the README documents, so an operator finds them all in one file", () => {
    const example = readFileSync(".env.example", "utf8");
    const documented = documentedVariables();
    expect(documented.length).toBeGreaterThan(30);
    expect(documented.filter((name) => !new RegExp(`^# ${name}=`, "m").test(example))).toEqual([]);
  });
});
