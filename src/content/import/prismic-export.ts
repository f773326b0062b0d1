import path from "node:path";
import { unzipSync } from "fflate";
import { apiTimestamp, convertFields, type FieldContext } from "./fields";
import type { RepositoryModels } from "./models";

/**
 * Prismic's content export (a ZIP, or the folder it unpacks to) converted to the embedded repository's
 * documents: one JSON file per published document in Prismic's storage format, named `<id>.json` or
 * `<id>$<uuid>.json`, with `type`, `uid`, `lang`, `grouplang` (shared by a document's translations),
 * `tags` and its fields at the top level. Files in the Content API's shape (a document with `data`, or
 * an array of them, as the embedded repository stores them) are read too.
 */

type Data = Record<string, unknown>;

export interface ExportFile {
  /** Path inside the ZIP or folder. */
  name: string;
  content: string;
}

export interface ImportedDocument {
  id: string;
  uid: string | null;
  url: null;
  type: string;
  href: string;
  tags: string[];
  first_publication_date: string;
  last_publication_date: string;
  slugs: string[];
  linked_documents: unknown[];
  lang: string;
  alternate_languages: { id: string; uid?: string; type: string; lang: string }[];
  data: Data;
}

/** One translation group: the embedded repository's file `documents/<type>/<name>.json`. */
export interface ImportedGroup {
  type: string;
  name: string;
  documents: ImportedDocument[];
}

export interface ImportResult {
  groups: ImportedGroup[];
  /** Every language the imported documents are in. */
  languages: string[];
  /** What was dropped or could not be read, each naming the file and field. */
  problems: string[];
}

export interface ImportOptions {
  models: RepositoryModels;
  /** Publication date for documents whose file has none (the export does not keep them). */
  publishedAt: string;
  /** The repository's master language: its uid names a translation group's file. */
  masterLanguage?: string;
}

const isRecord = (value: unknown): value is Data => typeof value === "object" && value !== null && !Array.isArray(value);
const DOCUMENT_ID = /^[\w-]{1,64}$/;
const LANG = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;
/** Top-level keys of an exported document that are not fields. */
const META_KEYS = new Set(["id", "type", "uid", "lang", "grouplang", "tags", "first_publication_date", "last_publication_date", "alternate_languages", "slugs"]);

/** The files of an export: a ZIP's JSON entries (macOS metadata skipped). */
export function readExportZip(zip: Uint8Array): ExportFile[] {
  const entries = unzipSync(zip, { filter: (file) => file.name.toLowerCase().endsWith(".json") && !file.name.split("/").some((part) => part.startsWith("__MACOSX") || part.startsWith("._")) });
  const decoder = new TextDecoder("utf-8", { fatal: true });
  return Object.entries(entries).map(([name, bytes]) => ({ name, content: decoder.decode(bytes) }));
}

/**
 * The fields of a storage-format document: its top-level keys, except the document's own `tags` (strings)
 * and `type` (the custom type's id), which a field of the same name (a group of tag links, a select) must
 * not receive.
 */
function storedFields(raw: Data, type: string): Data {
  const fields = { ...raw };
  if (Array.isArray(fields.tags) && fields.tags.every((tag) => typeof tag === "string")) delete fields.tags;
  if (fields.type === type) delete fields.type;
  for (const key of ["id", "uid", "lang", "grouplang", "first_publication_date", "last_publication_date", "alternate_languages", "slugs"]) delete fields[key];
  return fields;
}

interface Candidate {
  file: string;
  /** Group key: the export's `grouplang`, or the ids of a Content API document and its alternates. */
  group: string;
  document: ImportedDocument;
}

function idFromFileName(name: string): string {
  return path.basename(name).replace(/\.json$/i, "").split("$")[0];
}

function documentFrom(raw: Data, file: string, options: ImportOptions, problems: string[]): Candidate | null {
  const api = isRecord(raw.data);
  const id = typeof raw.id === "string" ? raw.id : api ? "" : idFromFileName(file);
  const type = typeof raw.type === "string" ? raw.type : "";
  const lang = typeof raw.lang === "string" ? raw.lang.toLowerCase() : "";
  if (!DOCUMENT_ID.test(id)) return problems.push(`${file}: no document id (file name or "id")`), null;
  if (!type) return problems.push(`${file}: no "type"`), null;
  if (!LANG.test(lang)) return problems.push(`${file}: no valid "lang"`), null;
  const model = options.models.customTypes.get(type);
  if (!model) return problems.push(`${file}: custom type '${type}' has no model in customtypes/ (pull it with Slice Machine first); skipped`), null;
  const hasUid = Object.values(model.fields).some((field) => field.type === "UID");
  const uid = typeof raw.uid === "string" && raw.uid ? raw.uid : null;
  if (hasUid && !uid) return problems.push(`${file}: ${type} needs a uid; skipped`), null;

  const where = `${file} (${type}${uid ? `/${uid}` : ""}, ${lang})`;
  const context: FieldContext = { models: options.models, where, problems };
  const data = convertFields(model.fields, api ? (raw.data as Data) : storedFields(raw, type), context, api ? new Set() : META_KEYS);
  const first = apiTimestamp(raw.first_publication_date) ?? options.publishedAt;
  const alternates = Array.isArray(raw.alternate_languages) ? raw.alternate_languages.filter(isRecord).flatMap((alt) => (typeof alt.id === "string" ? [alt.id] : [])) : [];
  return {
    file,
    group: typeof raw.grouplang === "string" && raw.grouplang ? `group:${raw.grouplang}` : `ids:${[id, ...alternates].sort()[0]}`,
    document: {
      id,
      uid: hasUid ? uid : null,
      url: null,
      type,
      href: "",
      tags: Array.isArray(raw.tags) ? raw.tags.filter((tag): tag is string => typeof tag === "string") : [],
      first_publication_date: first,
      last_publication_date: apiTimestamp(raw.last_publication_date) ?? first,
      slugs: [],
      linked_documents: [],
      lang,
      alternate_languages: [],
      data,
    },
  };
}

/** A file name for a group: its uid in the master language (else any uid, else the type), unique per type. */
function groupName(documents: ImportedDocument[], masterLanguage: string | undefined, taken: Set<string>): string {
  const master = documents.find((document) => document.lang === masterLanguage) ?? documents[0];
  const base = (master.uid ?? documents.find((document) => document.uid)?.uid ?? master.type).replace(/[^\w.-]+/g, "-");
  let name = base;
  for (let n = 2; taken.has(`${master.type}/${name}`); n++) name = `${base}-${n}`;
  taken.add(`${master.type}/${name}`);
  return name;
}

/** Converts an export's files into translation groups of Content API documents. */
export function convertExport(files: ExportFile[], options: ImportOptions): ImportResult {
  const problems: string[] = [];
  const candidates: Candidate[] = [];
  for (const file of files) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(file.content);
    } catch (error) {
      problems.push(`${file.name}: not JSON (${error instanceof Error ? error.message : String(error)}); skipped`);
      continue;
    }
    const raws = Array.isArray(parsed) ? parsed : [parsed];
    for (const raw of raws) {
      if (!isRecord(raw)) {
        problems.push(`${file.name}: not a document; skipped`);
        continue;
      }
      const candidate = documentFrom(raw, file.name, options, problems);
      if (candidate) candidates.push(candidate);
    }
  }

  // One document per id (the last file wins, as a re-export would), one per type, language and uid.
  const byId = new Map<string, Candidate>();
  for (const candidate of candidates) {
    if (byId.has(candidate.document.id)) problems.push(`${candidate.file}: document ${candidate.document.id} appears twice; the later file is kept`);
    byId.set(candidate.document.id, candidate);
  }
  const seen = new Map<string, string>();
  const groups = new Map<string, ImportedDocument[]>();
  for (const { file, group, document } of byId.values()) {
    const model = options.models.customTypes.get(document.type)!;
    const identity = model.repeatable ? `${document.type}/${document.lang}/${document.uid ?? document.id}` : `${document.type}/${document.lang}`;
    const other = seen.get(identity);
    if (other) {
      problems.push(`${file}: ${model.repeatable ? `uid '${document.uid}'` : "this singleton"} is already used in ${document.lang} by ${other}; skipped`);
      continue;
    }
    seen.set(identity, file);
    // Translations of one document share a group only within one type.
    const key = `${document.type}|${group}`;
    groups.set(key, [...(groups.get(key) ?? []), document]);
  }

  const taken = new Set<string>();
  const result: ImportedGroup[] = [];
  for (const documents of groups.values()) {
    const byLang = new Map<string, ImportedDocument>();
    for (const document of documents) {
      if (byLang.has(document.lang)) {
        problems.push(`document ${document.id}: its translation group already has a ${document.lang} document (${byLang.get(document.lang)!.id}); imported on its own`);
        result.push({ type: document.type, name: groupName([document], options.masterLanguage, taken), documents: [document] });
        continue;
      }
      byLang.set(document.lang, document);
    }
    const members = [...byLang.values()].sort((a, b) => (a.lang === options.masterLanguage ? -1 : b.lang === options.masterLanguage ? 1 : a.lang.localeCompare(b.lang)));
    for (const document of members) {
      document.alternate_languages = members
        .filter((other) => other !== document)
        .map((other) => ({ id: other.id, ...(other.uid ? { uid: other.uid } : {}), type: other.type, lang: other.lang }));
    }
    result.push({ type: members[0].type, name: groupName(members, options.masterLanguage, taken), documents: members });
  }
  const languages = [...new Set(result.flatMap((group) => group.documents.map((document) => document.lang)))].sort();
  return { groups: result.sort((a, b) => `${a.type}/${a.name}`.localeCompare(`${b.type}/${b.name}`)), languages, problems };
}
