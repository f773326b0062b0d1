import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { localeTable, locales } from "@/routing/locales";
import { seedClockOffset, shiftDocumentDates } from "./seed-clock";
import { logger } from "@/lib/log";
import { processSingleton } from "@/lib/process-singleton";

const log = logger("embedded-prismic");

/** A document as stored in `content/`: the Content API shape without its computed fields. */
export interface StoredDocument {
  id: string;
  uid: string | null;
  type: string;
  lang: string;
  tags: string[];
  first_publication_date: string;
  last_publication_date: string;
  slugs: string[];
  linked_documents: unknown[];
  alternate_languages: AlternateLanguage[];
  data: Record<string, unknown>;
  /** File the document was read from, for error messages. */
  source: string;
}

export interface AlternateLanguage {
  id: string;
  uid?: string;
  type: string;
  lang: string;
}

export interface RepositoryLanguage {
  id: string;
  name: string;
  is_master: boolean;
}

export interface EmbeddedContent {
  documents: StoredDocument[];
  byId: Map<string, StoredDocument>;
  masterRef: string;
  version: string;
  languages: RepositoryLanguage[];
  masterLanguage: string;
  types: Record<string, string>;
  tags: string[];
  /** `datesAsOf` of the repository's configuration (epoch ms): the day its event dates were written for (seed-clock.ts). */
  datesAsOf: number | null;
}

export interface EmbeddedRepositoryOptions {
  /** Folders read recursively for `*.json` documents; missing folders are skipped. */
  roots?: string[];
  /** Custom type models (`<id>/index.json`), read for the types' labels. */
  customTypesDir?: string;
  /** Throw on the first invalid file instead of skipping it with a logged error (tests). */
  strict?: boolean;
  languages?: RepositoryLanguage[];
  /** The repository's configuration (languages); default `content/repository.json`, the site's three languages without it. */
  configFile?: string;
}

const repositoryConfigSchema = z.object({
  languages: z
    .array(z.object({ id: z.string().regex(/^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/, "a language id like en-us"), name: z.string().min(1), is_master: z.boolean().optional() }))
    .min(1)
    .refine((languages) => languages.filter((language) => language.is_master).length <= 1, "at most one master language")
    .refine((languages) => new Set(languages.map((language) => language.id)).size === languages.length, "a language is listed twice"),
  datesAsOf: z
    .string()
    .refine((value) => !Number.isNaN(parseApiDate(value)), "a date like 2026-11-23T00:00:00+0000")
    .optional(),
});

interface RepositoryConfig {
  languages: RepositoryLanguage[];
  datesAsOf: number | null;
}

/** The configuration file's text; null when there is none. */
async function readConfigText(file: string): Promise<string | null> {
  try {
    return await readFile(file, "utf8");
  } catch {
    return null;
  }
}

/** The repository's configuration: its languages (the site's defaults without a file) and `datesAsOf`. */
function repositoryConfig(file: string, raw: string | null, strict: boolean | undefined): RepositoryConfig {
  if (raw === null) return { languages: defaultLanguages, datesAsOf: null };
  try {
    const { languages, datesAsOf } = repositoryConfigSchema.parse(JSON.parse(raw));
    const master = languages.find((language) => language.is_master) ?? languages[0];
    return {
      languages: [master, ...languages.filter((language) => language !== master)].map((language) => ({ id: language.id, name: language.name, is_master: language === master })),
      datesAsOf: datesAsOf ? parseApiDate(datesAsOf) : null,
    };
  } catch (error) {
    const detail = error instanceof z.ZodError ? formatIssues(error) : (error as Error).message;
    if (strict) throw new ContentFileError(file, detail);
    log.error(`ignored ${path.basename(file)}: ${detail}; the site's languages are used`);
    return { languages: defaultLanguages, datesAsOf: null };
  }
}

/** The site's languages; the first (en-us) is the repository's master language. */
export const defaultLanguages: RepositoryLanguage[] = locales.map((locale, index) => ({
  id: localeTable[locale].prismicLang,
  name: localeTable[locale].prismicName,
  is_master: index === 0,
}));

/** The content folder: `CONTENT_DIR` (another checkout of the content, a test's copy), default `content/`. */
export function contentDir(cwd = process.cwd(), env: Record<string, string | undefined> = process.env): string {
  return env.CONTENT_DIR ? path.resolve(cwd, env.CONTENT_DIR) : path.join(cwd, "content");
}

export function defaultRoots(cwd = process.cwd()): string[] {
  const folder = contentDir(cwd);
  return [path.join(folder, "documents"), path.join(folder, "generated")];
}

/** The repository's configuration file in the content folder. */
export function defaultConfigFile(cwd = process.cwd()): string {
  return path.join(contentDir(cwd), "repository.json");
}

const alternateSchema = z.object({
  id: z.string().min(1),
  uid: z.string().nullish(),
  type: z.string().min(1),
  lang: z.string().min(1),
});

const documentSchema = z.object({
  id: z.string().min(1),
  uid: z.string().min(1).nullish(),
  type: z.string().regex(/^[a-z0-9_-]+$/i, "type must be a custom type id"),
  lang: z.string().min(1),
  tags: z.array(z.string()).default([]),
  first_publication_date: z.string().refine((value) => !Number.isNaN(parseApiDate(value)), "not a date"),
  last_publication_date: z
    .string()
    .refine((value) => !Number.isNaN(parseApiDate(value)), "not a date")
    .nullish(),
  slugs: z.array(z.string()).default([]),
  linked_documents: z.array(z.unknown()).default([]),
  alternate_languages: z.array(alternateSchema).default([]),
  data: z.record(z.string(), z.unknown()),
});

const fileSchema = z.union([documentSchema, z.array(documentSchema).min(1)]);

/** Parses the API's dates (`2024-01-15T10:00:00+0000`, `2024-01-15`) to epoch milliseconds. */
export function parseApiDate(value: string): number {
  return Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, "$1:$2"));
}

export class ContentFileError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(`${file}: ${message}`);
    this.name = "ContentFileError";
  }
}

async function listJsonFiles(root: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(root, { withFileTypes: true, recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".json"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

async function readTypeLabels(dir: string | undefined): Promise<Record<string, string>> {
  if (!dir) return {};
  const labels: Record<string, string> = {};
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return labels;
  }
  await Promise.all(
    names.map(async (name) => {
      try {
        const model = JSON.parse(await readFile(path.join(dir, name, "index.json"), "utf8")) as { id?: string; label?: string };
        if (model.id && model.label) labels[model.id] = model.label;
      } catch {
        // A folder without a readable model contributes no label; the type id is used instead.
      }
    }),
  );
  return labels;
}

function formatIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`).join("; ");
}

/**
 * Each file's text in order, read in batches with a turn of the event loop between them (a running server reloading
 * its content keeps answering meanwhile) and handed over one at a time, so no more than a file's text is held at
 * once. Each file is read at once: a promise per open, stat, read and close cost about a second of the main thread
 * for 20,000 files, which a first request after a start waited for.
 */
async function* readEach(files: string[], batch = 200): AsyncGenerator<[file: string, text: string]> {
  for (let start = 0; start < files.length; start += batch) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    for (const file of files.slice(start, start + batch)) yield [file, readFileSync(file, "utf8")];
  }
}

/** Reads, validates and indexes every document under the roots. */
export async function loadEmbeddedContent(options: EmbeddedRepositoryOptions = {}): Promise<EmbeddedContent> {
  const roots = options.roots ?? defaultRoots();
  const configFile = options.configFile ?? defaultConfigFile();
  const configText = await readConfigText(configFile);
  const config = repositoryConfig(configFile, configText, options.strict);
  const languages = options.languages ?? config.languages;
  const knownLangs = new Set(languages.map((language) => language.id));
  const masterLanguage = languages.find((language) => language.is_master)?.id ?? languages[0]?.id ?? "en-us";
  // The ref is a hash of every file an answer depends on: the documents and the configuration (languages, the
  // event dates' clock). Any change to one gives a new ref, so no answer cached under the old one is served for it.
  const hash = createHash("sha256");
  hash.update(`${path.basename(configFile)}\0${configText ?? ""}\0`);
  const documents: StoredDocument[] = [];
  const byId = new Map<string, StoredDocument>();
  const byUid = new Map<string, StoredDocument>();
  const groups: StoredDocument[][] = [];

  const reject = (file: string, message: string) => {
    const error = new ContentFileError(file, message);
    if (options.strict) throw error;
    log.error(`skipped ${error.message}`);
  };

  for (const root of roots) {
    for await (const [file, raw] of readEach(await listJsonFiles(root))) {
      const relative = path.relative(process.cwd(), file) || file;
      hash.update(`${relative}\0`);
      hash.update(raw);
      hash.update("\0");
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch (error) {
        reject(relative, `invalid JSON (${(error as Error).message})`);
        continue;
      }
      const parsed = fileSchema.safeParse(json);
      if (!parsed.success) {
        reject(relative, formatIssues(parsed.error));
        continue;
      }
      const group: StoredDocument[] = [];
      for (const input of Array.isArray(parsed.data) ? parsed.data : [parsed.data]) {
        const uidKey = input.uid ? `${input.type}\0${input.lang}\0${input.uid}` : undefined;
        if (!knownLangs.has(input.lang)) {
          reject(relative, `document ${input.id} has unknown lang '${input.lang}'`);
          continue;
        }
        if (byId.has(input.id)) {
          reject(relative, `document id ${input.id} is already used by ${byId.get(input.id)!.source}`);
          continue;
        }
        if (uidKey && byUid.has(uidKey)) {
          reject(relative, `uid '${input.uid}' (${input.type}, ${input.lang}) is already used by ${byUid.get(uidKey)!.source}`);
          continue;
        }
        const document: StoredDocument = {
          ...input,
          slugs: input.slugs.length > 0 ? input.slugs : derivedSlugs(input.data, input.uid),
          uid: input.uid ?? null,
          last_publication_date: input.last_publication_date ?? input.first_publication_date,
          alternate_languages: input.alternate_languages.map((alternate) => ({ ...alternate, uid: alternate.uid ?? undefined })),
          source: relative,
        };
        documents.push(document);
        byId.set(document.id, document);
        if (uidKey) byUid.set(uidKey, document);
        group.push(document);
      }
      groups.push(group);
    }
  }

  linkTranslations(documents, byId, groups);
  const digest = hash.digest();
  const tags = [...new Set(documents.flatMap((document) => document.tags))].sort();
  const labels = await readTypeLabels(options.customTypesDir);
  const types: Record<string, string> = { ...labels };
  for (const document of documents) types[document.type] ??= document.type;
  return {
    documents,
    byId,
    // Refs look like the real API's: 16 URL-safe characters, stable for the same content.
    masterRef: digest.subarray(0, 12).toString("base64url"),
    version: digest.subarray(12, 16).toString("hex").slice(0, 7),
    languages,
    masterLanguage,
    types,
    tags,
    datesAsOf: config.datesAsOf,
  };
}

/** Whole weeks to move the content's clock-relative dates by at `now` (seed-clock.ts); 0 without `datesAsOf`. */
function clockOffset(content: EmbeddedContent, now: number): number {
  return content.datesAsOf === null ? 0 : seedClockOffset(content.datesAsOf, now);
}

/**
 * The content with its clock-relative dates moved by `offset`; the same content for 0. Moved content has a ref of
 * its own: answers cached under the written dates' ref are not served for the moved ones.
 */
function contentMovedBy(content: EmbeddedContent, offset: number): EmbeddedContent {
  if (offset === 0) return content;
  const documents = content.documents.map((document) => shiftDocumentDates(document, offset));
  const ref = createHash("sha256").update(`${content.masterRef}\0${offset}`).digest();
  return {
    ...content,
    documents,
    byId: new Map(documents.map((document) => [document.id, document])),
    masterRef: ref.subarray(0, 12).toString("base64url"),
  };
}

/**
 * Translation groups are the union of documents sharing a file and declared alternates,
 * so every member lists all the others (alternates are reciprocal, as in the real API).
 */
function linkTranslations(documents: StoredDocument[], byId: Map<string, StoredDocument>, groups: StoredDocument[][]): void {
  const parent = new Map<string, string>();
  const find = (id: string): string => {
    let root = id;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(id, root);
    return root;
  };
  const union = (a: string, b: string) => parent.set(find(a), find(b));
  for (const document of documents) parent.set(document.id, document.id);
  for (const group of groups) for (const member of group.slice(1)) union(member.id, group[0].id);
  for (const document of documents) {
    for (const alternate of document.alternate_languages) if (byId.has(alternate.id)) union(document.id, alternate.id);
  }
  const members = new Map<string, StoredDocument[]>();
  for (const document of documents) {
    const root = find(document.id);
    const group = members.get(root);
    if (group) group.push(document);
    else members.set(root, [document]);
  }
  // Each group's entries are made once, by language, and shared by its members' lists.
  for (const group of members.values()) {
    const sorted = group.length > 1 ? [...group].sort((a, b) => a.lang.localeCompare(b.lang)) : group;
    const entries = sorted.map((other) => ({ id: other.id, type: other.type, lang: other.lang, ...(other.uid ? { uid: other.uid } : {}) }));
    for (const document of group) document.alternate_languages = entries.filter((entry) => entry.id !== document.id);
  }
}

/** Modification times and sizes of every file the content is read from: changes when any of them changes. */
async function fingerprint(roots: string[], configFile: string): Promise<string> {
  const files = [...(await Promise.all(roots.map(listJsonFiles))).flat(), configFile];
  // Each file at once, in batches with a turn of the event loop between them (as readEach): a promise per stat
  // cost 0.6 s of the main thread for 20,000 files, every 5 s while a server runs.
  const hash = createHash("sha256");
  for (let start = 0; start < files.length; start += 500) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    for (const file of files.slice(start, start + 500)) {
      const info = statSync(file, { throwIfNoEntry: false });
      hash.update(info ? `${file}:${info.mtimeMs}:${info.size}\n` : `${file}\n`);
    }
  }
  return hash.digest("base64url");
}

/**
 * While a server runs, the files are checked for changes at most this often (a stat of each, ~6 ms for the 127 files
 * of content/): as often as a Prismic client asks a repository for its ref again (its repository cache, spec 9), so
 * an edit on disk gets a new master ref within the time a publication in Prismic takes to reach a client.
 */
export const EMBEDDED_RECHECK_MS = 5_000;

/** Loads once, caches, and remembers the refs of earlier loads so they answer "expired". */
export class EmbeddedRepository {
  #content: Promise<EmbeddedContent> | undefined;
  #fingerprint: string | undefined;
  #checkedAt = 0;
  #checking: Promise<void> | undefined;
  /** The content as last served, from which written content and at which offset: kept until either changes. */
  #served: { written: EmbeddedContent; offset: number; content: EmbeddedContent } | undefined;
  readonly #expiredRefs = new Set<string>();

  /**
   * `recheckMs`: re-read the files when they changed, checked at most this often (0: at every query, for
   * `next dev`); unset, the files are read once (and again by `reload`).
   */
  constructor(readonly options: EmbeddedRepositoryOptions & { recheckMs?: number } = {}) {}

  /** The documents as served at this moment: their event dates moved to the clock (seed-clock.ts). */
  async content(): Promise<EmbeddedContent> {
    const { recheckMs } = this.options;
    if (recheckMs !== undefined && this.#content && Date.now() - this.#checkedAt >= recheckMs) {
      this.#checking ??= this.#reloadIfChanged().finally(() => (this.#checking = undefined));
      await this.#checking;
    }
    return this.#atClock(await this.#load());
  }

  async #reloadIfChanged(): Promise<void> {
    this.#checkedAt = Date.now();
    if ((await this.#fingerprintNow()) !== this.#fingerprint) await this.reload();
  }

  #fingerprintNow(): Promise<string> {
    return fingerprint(this.options.roots ?? defaultRoots(), this.options.configFile ?? defaultConfigFile());
  }

  #atClock(written: EmbeddedContent): EmbeddedContent {
    const offset = clockOffset(written, Date.now());
    const previous = this.#served;
    if (previous?.written === written && previous.offset === offset) return previous.content;
    const content = contentMovedBy(written, offset);
    if (previous && previous.content.masterRef !== content.masterRef) this.#expiredRefs.add(previous.content.masterRef);
    this.#served = { written, offset, content };
    return content;
  }

  #load(): Promise<EmbeddedContent> {
    if (!this.#content) {
      this.#content = (async () => {
        if (this.options.recheckMs !== undefined) {
          this.#checkedAt = Date.now();
          this.#fingerprint = await this.#fingerprintNow();
        }
        return loadEmbeddedContent(this.options);
      })().catch((error: unknown) => {
        this.#content = undefined;
        throw error;
      });
    }
    return this.#content;
  }

  /** Re-reads `content/` (after a revalidation webhook); the previous master ref becomes expired. */
  async reload(): Promise<EmbeddedContent> {
    const previous = await this.#content?.catch(() => undefined);
    this.#content = undefined;
    const next = await this.#load();
    if (previous && previous.masterRef !== next.masterRef) this.#expiredRefs.add(previous.masterRef);
    return this.#atClock(next);
  }

  isExpiredRef(ref: string): boolean {
    return this.#expiredRefs.has(ref);
  }
}

// On globalThis: Next bundles route handlers and pages separately, and a reload must reach both.
const sharedRepository = processSingleton<EmbeddedRepository>("embeddedPrismicRepository");

/** The process-wide repository over `content/` and the custom type models. */
export function getEmbeddedRepository(): EmbeddedRepository {
  let repository = sharedRepository.get();
  if (!repository) {
    repository = new EmbeddedRepository({
      customTypesDir: path.join(process.cwd(), "customtypes"),
      recheckMs: process.env.NODE_ENV === "development" ? 0 : EMBEDDED_RECHECK_MS,
    });
    sharedRepository.set(repository);
  }
  return repository;
}

/** Lower-case words joined by hyphens, accents dropped: "Café & Co." → "cafe-co". */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 100);
}

/**
 * Prismic keeps a document's slugs from its title (newest first); offline they are derived the same
 * way when the file has none: the first heading of a rich-text field, else the first text field
 * named like a title, else the UID.
 */
function derivedSlugs(data: Record<string, unknown>, uid: string | null | undefined): string[] {
  let title: string | undefined;
  for (const value of Object.values(data)) {
    if (Array.isArray(value)) {
      const heading = value.find((block) => typeof block === "object" && block !== null && /^heading[1-6]$/.test(String((block as { type?: unknown }).type)));
      if (heading && typeof (heading as { text?: unknown }).text === "string") {
        title = (heading as { text: string }).text;
        break;
      }
    }
  }
  title ??= Object.entries(data).find(([key, value]) => /title|name|heading/i.test(key) && typeof value === "string" && value.trim())?.[1] as string | undefined;
  const slug = slugify(title ?? uid ?? "");
  return slug ? [slug] : [];
}
