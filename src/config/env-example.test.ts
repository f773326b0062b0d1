import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** The variables of the configuration table (src/config/README.md; README.md names the important ones). */
function documentedVariables(): string[] {
  const readme = readFileSync("src/config/README.md", "utf8");
  const names = new Set<string>();
  for (const line of readme.split("\n").filter((row) => row.startsWith("| `"))) {
    const firstCell = line.split("|")[1];
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(match[1]);
  }
  return [...names];
}

describe(".env.example", () => {
  it("names every variable the configuration table documents, so an operator finds them all in one file", () => {
    const example = readFileSync(".env.example", "utf8");
    const documented = documentedVariables();
    expect(documented.length).toBeGreaterThan(30);
    expect(documented.filter((name) => !new RegExp(`^# ${name}=`, "m").test(example))).toEqual([]);
  });
});
