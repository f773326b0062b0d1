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

type Stored = { id: string; type?: unknown; lang?: unknown; uid?: unknown; first_publication_date?: unknown } & Record<string, unknown>;

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
const pageKey = (document: { type?: unknown; lang?: unknown; uid?: unknown }) => `${String(document.type)}/${String(document.lang)}/${String(document.uid)}`;

/**
 * Writes imported groups into a content folder as the embedded repository reads it: a document already
 * there (same id, or same type, language and uid) is replaced wherever it was, keeping its first
 * publication date; a file name in use by other documents gets a suffix;
 * languages the repository does not list yet are added to `repository.json` (the export carries no
 * repository settings).
 */
export function writeImport(result: ImportResult, contentFolder: string): WriteSummary {
  const documentsDir = path.join(contentFolder, "documents");
  const incoming = result.groups.flatMap((group) => group.documents);
  const imported = new Set(incoming.map((document) => document.id));
  const byPage = new Map(incoming.flatMap((document) => (document.uid ? [[pageKey(document), document] as const] : [])));
  const updated: string[] = [];
  for (const file of jsonFiles(documentsDir)) {
    const documents = readGroup(file);
    // The same document (same id), or the same page (type, language and uid) under another id: replaced,
    // keeping the date it was first published.
    const replacedBy = (document: Stored) => (imported.has(document.id) ? incoming.find((other) => other.id === document.id) : typeof document.uid === "string" ? byPage.get(pageKey(document)) : undefined);
    for (const document of documents) {
      const replacement = replacedBy(document);
      if (replacement && typeof document.first_publication_date === "string") replacement.first_publication_date = document.first_publication_date;
    }
    const kept = documents.filter((document) => !replacedBy(document));
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
  return { written, updated: updated.filter((file) => !written.includes(file)), addedLanguages, documents: incoming.length };
}
