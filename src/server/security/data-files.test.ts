import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ensurePrivateDir, ensurePrivateFile } from "./data-files";

const root = mkdtempSync(path.join(tmpdir(), "data-files-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const mode = (file: string) => statSync(file).mode & 0o777;

describe("private data files", () => {
  it("creates the folder 0700 and the file 0600", () => {
    const file = path.join(root, "new", "site.sqlite");
    ensurePrivateFile(file);
    expect(mode(path.dirname(file))).toBe(0o700);
    expect(mode(file)).toBe(0o600);
  });

  it("tightens a world-readable folder, file and SQLite companions made before", () => {
    const dir = path.join(root, "old");
    ensurePrivateDir(dir);
    const file = path.join(dir, "site.sqlite");
    for (const name of [file, `${file}-wal`, `${file}-shm`]) writeFileSync(name, "", { mode: 0o644 });
    ensurePrivateFile(file);
    for (const name of [file, `${file}-wal`, `${file}-shm`]) expect(mode(name)).toBe(0o600);
  });
});
