import { closeSync, existsSync, fsyncSync, linkSync, openSync, readdirSync, readSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";

/** A failure the operator can act on: its message says what happened and what to do; the command prints it alone. */
export class BackupError extends Error {
  override name = "BackupError";
}

/** Where a backup is written: the final name, and the private file it is built in beside it. */
export interface BackupTarget {
  file: string;
  partial: string;
  force: boolean;
}

/**
 * Checks that `file` may be written (its folder exists; it does not, unless `force`) and creates the empty private
 * file (0600) the backup is built in, in the same folder so that publishing it is a rename.
 */
export function claimTarget(file: string, force: boolean, companions: string[] = []): BackupTarget {
  const target = path.resolve(file);
  const folder = path.dirname(target);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) throw new BackupError(`The folder ${folder} does not exist: create it, or name a file in another one.`);
  for (const name of [target, ...companions.map((suffix) => `${target}${suffix}`)]) {
    if (!existsSync(name)) continue;
    if (statSync(name).isDirectory()) throw new BackupError(`${name} is a folder: name a file.`);
    if (!force) throw new BackupError(`${name} exists: name another file, or add --force to replace it.`);
  }
  const partial = `${target}.partial-${process.pid}`;
  closeSync(openSync(partial, "wx", 0o600));
  return { file: target, partial, force };
}

/** Makes a finished file durable and gives it its final name: never over another file unless `force`. */
export function publish(partial: string, file: string, force: boolean): void {
  const descriptor = openSync(partial, "r");
  try {
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
  if (force) renameSync(partial, file);
  else {
    try {
      // A hard link fails if the name was taken meanwhile, where a rename would replace it.
      linkSync(partial, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") throw new BackupError(`${file} appeared while the backup ran: name another file, or add --force to replace it.`);
      throw error;
    }
    rmSync(partial);
  }
  syncFolder(path.dirname(file));
}

/** Makes the folder's entries (a new name) durable. */
export function syncFolder(folder: string): void {
  const descriptor = openSync(folder, "r");
  try {
    fsyncSync(descriptor);
  } catch {
    // Some filesystems refuse fsync on a folder; the file itself is synced.
  } finally {
    closeSync(descriptor);
  }
}

/** Refuses a DATA_DIR that holds anything: a restore never mixes with, or replaces, data that is there. */
export function assertEmptyFolder(folder: string, name = "DATA_DIR"): void {
  if (!existsSync(folder)) return;
  if (!statSync(folder).isDirectory()) throw new BackupError(`${name} ${folder} is not a folder.`);
  const entries = readdirSync(folder);
  if (entries.length === 0) return;
  const listed = entries.slice(0, 5).join(", ") + (entries.length > 5 ? `, and ${entries.length - 5} more` : "");
  throw new BackupError(`${name} ${folder} is not empty (${listed}): restore into an empty folder, then point the server's ${name} at it.`);
}

/** A size as operators read it: 812 B, 3.4 KB, 1.3 MB. */
export function humanSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** The operator's words for a full disk, whatever layer reported it. */
export function isDiskFull(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return code === "ENOSPC" || code === "SQLITE_FULL" || /no space left|disk is full|database or disk is full/i.test(message ?? "");
}

/** Whether a file begins with `magic` (a format's signature): read without loading the file. */
export function startsWith(file: string, magic: string): boolean {
  const head = Buffer.alloc(magic.length);
  const descriptor = openSync(file, "r");
  try {
    return readSync(descriptor, head, 0, head.length, 0) === head.length && head.toString("latin1") === magic;
  } finally {
    closeSync(descriptor);
  }
}
