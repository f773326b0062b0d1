import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ensurePrivateDir } from "@/server/security/data-files";
import { generatedSecrets } from "@/server/security/signed-tokens";
import { BackupError } from "./files";

/** Generated keys by file name (`preferences-secret`, ...): what a backup carries beside the data. */
export type SecretFiles = Record<string, string>;

const known = Object.values(generatedSecrets);

/** The keys generated into `dataDir` so far (a key is generated the first time it is needed). */
export function readGeneratedSecrets(dataDir: string): SecretFiles {
  const secrets: SecretFiles = {};
  for (const { file } of known) {
    const full = path.join(dataDir, file);
    if (existsSync(full)) secrets[file] = readFileSync(full, "utf8").trim();
  }
  return secrets;
}

/** The keys' variables set in this environment: they are not in DATA_DIR, so no backup holds them. */
export function secretsFromEnvironment(env: Record<string, string | undefined> = process.env): string[] {
  return known.filter(({ variable }) => env[variable]?.trim()).map(({ variable }) => variable);
}

/** Only the names of the list, each a non-empty single line: a backup file never chooses where a restore writes. */
export function checkedSecrets(entries: Iterable<[string, unknown]>, source: string): SecretFiles {
  const names = new Set<string>(known.map(({ file }) => file));
  const secrets: SecretFiles = {};
  for (const [name, value] of entries) {
    if (!names.has(name) || typeof value !== "string" || !/^[^\s]+$/.test(value)) throw new BackupError(`${source} holds an unknown or malformed key (${name}): not a backup of this site.`);
    secrets[name] = value;
  }
  return secrets;
}

/** Refuses keys that would replace others in `dataDir`: links and sessions signed with those would stop working. */
export function assertSecretsFit(dataDir: string, secrets: SecretFiles): void {
  for (const [name, value] of Object.entries(secrets)) {
    const full = path.join(dataDir, name);
    if (existsSync(full) && readFileSync(full, "utf8").trim() !== value) {
      throw new BackupError(`${full} holds another key than the backup: move it away first (links and sessions signed with it would stop working).`);
    }
  }
}

/**
 * Writes restored keys into `dataDir` (0700), each file 0600 and new; a key already there with the same value is
 * kept, one with another value stops the restore before anything is written. Returns the files it created.
 */
export function writeRestoredSecrets(dataDir: string, secrets: SecretFiles): string[] {
  assertSecretsFit(dataDir, secrets);
  ensurePrivateDir(dataDir);
  const created: string[] = [];
  try {
    for (const [name, value] of Object.entries(secrets)) {
      const full = path.join(dataDir, name);
      if (existsSync(full)) continue;
      writeFileSync(full, value, { flag: "wx", mode: 0o600 });
      created.push(full);
    }
  } catch (error) {
    for (const file of created) rmSync(file, { force: true });
    throw error;
  }
  return created;
}
