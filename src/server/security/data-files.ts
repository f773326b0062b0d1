import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";

/** The data folder holds submissions and secrets: only the server's user may list it. */
export function ensurePrivateDir(directory: string): void {
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  chmodSync(directory, 0o700);
}

/**
 * Creates the file (empty) readable by the server's user only, and tightens one made earlier (0644 before);
 * SQLite gives its -wal and -shm files the database file's mode.
 */
export function ensurePrivateFile(file: string): void {
  ensurePrivateDir(path.dirname(file));
  // turbopackIgnore: runtime paths of the data folder; without it the build traces the whole project into the server.
  if (!existsSync(/* turbopackIgnore: true */ file)) closeSync(openSync(/* turbopackIgnore: true */ file, "a", 0o600));
  chmodSync(/* turbopackIgnore: true */ file, 0o600);
  for (const companion of [`${file}-wal`, `${file}-shm`]) if (existsSync(/* turbopackIgnore: true */ companion)) chmodSync(/* turbopackIgnore: true */ companion, 0o600);
}
