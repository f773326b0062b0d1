import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ImportResult } from "./prismic-export";

export interface WriteSummary {
  /** Files written under `documents/`, relative to the content folder. */
  written: string[];
  /** Files that held a re-imported document and were rewritten without it (or removed when emptied). */
  updated: string[];
  /** Languages added to `repository.json`. */
  addedLanguages: string[];
  documents: number;
}

type Stored = { id: string } & Record<string, unknown>;

function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? jsonFiles(full) : name.endsWith(".json") ? [full] : [];
  });
}

function readGroup(file: string): Stored[] {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
    const list = Array.isArray(parsed) ? parsed : [parsed];
    return list.filter((entry): entry is Stored => typeof entry === "object" && entry !== null && typeof (entry as Stored).id === "string");
  } catch {
    return [];
  }
}

const serialize = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * Writes imported groups into a content folder as the embedded repository reads it: a document already
 * there (same id) is replaced, wherever it was; a file name in use by other documents gets a suffix;
 * languages the repository does not list yet are added to `repository.json` (the export carries no
 * repository settings).
 */
export function writeImport(result: ImportResult, contentFolder: string): WriteSummary {
  const documentsDir = path.join(contentFolder, "documents");
  const imported = new Set(result.groups.flatMap((group) => group.documents.map((document) => document.id)));
  const updated: string[] = [];
  for (const file of jsonFiles(documentsDir)) {
    const documents = readGroup(file);
    const kept = documents.filter((document) => !imported.has(document.id));
    if (kept.length === documents.length) continue;
    if (kept.length === 0) rmSync(file);
    else writeFileSync(file, serialize(kept));
    updated.push(path.relative(contentFolder, file));
  }

  const written: string[] = [];
  for (const group of result.groups) {
    let file = path.join(documentsDir, group.type, `${group.name}.json`);
    for (let n = 2; existsSync(file); n++) file = path.join(documentsDir, group.type, `${group.name}-${n}.json`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, serialize(group.documents));
    written.push(path.relative(contentFolder, file));
  }

  const configFile = path.join(contentFolder, "repository.json");
  const config = (existsSync(configFile) ? JSON.parse(readFileSync(configFile, "utf8")) : {}) as { languages?: { id: string; name: string; is_master?: boolean }[] };
  const languages = config.languages ?? [];
  const addedLanguages = result.languages.filter((lang) => !languages.some((language) => language.id === lang));
  if (addedLanguages.length > 0) {
    const next = [...languages, ...addedLanguages.map((id, index) => ({ id, name: id, ...(languages.length === 0 && index === 0 ? { is_master: true } : {}) }))];
    writeFileSync(configFile, serialize({ ...config, languages: next }));
  }
  return { written, updated: updated.filter((file) => !written.includes(file)), addedLanguages, documents: imported.size };
}
