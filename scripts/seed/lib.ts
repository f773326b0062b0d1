/**
 * Builders for seed documents in the exact Content API shape. Every document is declared once
 * per translation group; ids, alternate_languages and empty fields are derived here so the
 * seed can never disagree with itself or with the models.
 */
import { createHash } from "node:crypto";
import { statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { emptyValue } from "../../src/content/import/fields";
import { loadModels, type FieldModel } from "../../src/content/import/models";
import type { ImportedDocument } from "../../src/content/import/prismic-export";
import { prismicLangs } from "../../src/routing/locales";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** The languages the seed has texts for: locales of `src/routing/locales.ts`, whose Prismic codes they take. */
export const LANGS = ["en", "de", "fr"] as const;
export type Lang = (typeof LANGS)[number];
export const PRISMIC_LANG: Record<Lang, string> = prismicLangs;

/** Per-language value; `tr` picks the one of the language being built. */
export type PerLang<T> = Record<Lang, T>;
export type Tr = <T>(values: PerLang<T>) => T;

export type Data = Record<string, unknown>;

/** A document as the embedded repository stores it (the Content API's shape); the importer writes the same. */
export type StoredDocument = ImportedDocument;

/** Stable document id from its type, group name and language: letters and digits only. */
export function docId(type: string, name: string, lang: Lang): string {
  const hash = createHash("sha256").update(`${type}/${name}/${lang}`).digest("base64").replace(/[^A-Za-z0-9]/g, "");
  return `${hash.slice(0, 12)}${lang.charAt(0).toUpperCase()}${lang.charAt(1)}`;
}

/** A link to another seed document (the repository completes type, uid, url... from it). */
export function docLink(type: string, name: string, lang: Lang) {
  return { link_type: "Document", id: docId(type, name, lang) };
}
export const webLink = (url: string, target?: "_blank") => ({ link_type: "Web", url, ...(target ? { target } : {}) });

// ---------------------------------------------------------------- assets

export interface Asset {
  file: string;
  width: number;
  height: number;
  kind?: string;
}
const assets = new Map<string, Asset>();
export function registerAsset(asset: Asset): void {
  assets.set(asset.file, asset);
}
function getAsset(file: string): Asset {
  const asset = assets.get(file);
  if (!asset) throw new Error(`Seed asset '${file}' was not generated`);
  return asset;
}
export function assetUrl(file: string): string {
  getAsset(file);
  return `/content-assets/${file}`;
}

export function image(file: string, alt: string) {
  const asset = getAsset(file);
  return {
    dimensions: { width: asset.width, height: asset.height },
    alt,
    copyright: null,
    url: assetUrl(file),
    id: `img${createHash("sha256").update(file).digest("hex").slice(0, 12)}`,
    edit: { x: 0, y: 0, zoom: 1, background: "transparent" },
  };
}

/** A link to a file of the media library (PDF, image), as the API returns it. */
export function mediaLink(file: string, name = file) {
  getAsset(file);
  const id = `m${createHash("sha256").update(file).digest("hex").slice(0, 10)}`;
  const size = String(statSync(path.join(ROOT, "content/assets", file)).size);
  return { link_type: "Media", key: id, kind: file.endsWith(".pdf") ? "document" : "image", id, url: assetUrl(file), name, size };
}

// ---------------------------------------------------------------- rich text

interface Span {
  start: number;
  end: number;
  type: string;
  data?: unknown;
}
export interface RTNode {
  type: string;
  text?: string;
  spans?: Span[];
  direction?: "ltr";
  [key: string]: unknown;
}

/**
 * Inline markup for seed copy: **strong**, *em*, ==label (highlight)==, `code` label,
 * [text](https://…) and [text](doc:type/name) for a link to another seed document in the same language.
 */
export function inline(source: string, lang: Lang): { text: string; spans: Span[] } {
  let text = "";
  const spans: Span[] = [];
  const pattern = /\*\*(.+?)\*\*|\*(.+?)\*|==(.+?)==|`(.+?)`|\[(.+?)\]\((.+?)\)/g;
  let last = 0;
  for (const match of source.matchAll(pattern)) {
    text += source.slice(last, match.index);
    last = match.index + match[0].length;
    const start = text.length;
    const [, strong, em, highlight, code, linkText, href] = match;
    const content = strong ?? em ?? highlight ?? code ?? linkText;
    text += content;
    const end = text.length;
    if (strong) spans.push({ start, end, type: "strong" });
    else if (em) spans.push({ start, end, type: "em" });
    else if (highlight) spans.push({ start, end, type: "label", data: { label: "highlight" } });
    else if (code) spans.push({ start, end, type: "label", data: { label: "code" } });
    else {
      const data = href.startsWith("doc:")
        ? docLink(href.slice(4).split("/")[0], href.slice(4).split("/").slice(1).join("/"), lang)
        : webLink(href, /^https?:/.test(href) ? "_blank" : undefined);
      spans.push({ start, end, type: "hyperlink", data });
    }
  }
  text += source.slice(last);
  return { text, spans };
}

/** Rich-text builder bound to a language. */
export function richText(lang: Lang) {
  const block = (type: string) => (source: string): RTNode => ({ type, ...inline(source, lang), direction: "ltr" });
  return {
    h1: block("heading1"),
    h2: block("heading2"),
    h3: block("heading3"),
    h4: block("heading4"),
    h5: block("heading5"),
    h6: block("heading6"),
    p: block("paragraph"),
    pre: (text: string): RTNode => ({ type: "preformatted", text, spans: [], direction: "ltr" }),
    ul: (...items: string[]): RTNode[] => items.map(block("list-item")),
    ol: (...items: string[]): RTNode[] => items.map(block("o-list-item")),
    img: (file: string, alt: string): RTNode => {
      const { dimensions, alt: a, copyright, url, id, edit } = image(file, alt);
      return { type: "image", url, alt: a, copyright, dimensions, id, edit };
    },
    embed: (youtubeId: string, title: string): RTNode => ({
      type: "embed",
      oembed: {
        type: "video",
        version: "1.0",
        embed_url: `https://www.youtube.com/watch?v=${youtubeId}`,
        title,
        provider_name: "YouTube",
        provider_url: "https://www.youtube.com/",
        width: 560,
        height: 315,
        html: `<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/${youtubeId}" title="${title.replace(/"/g, "&quot;")}" allowfullscreen></iframe>`,
      },
    }),
  };
}
export type RichTextBuilder = ReturnType<typeof richText>;

// ---------------------------------------------------------------- slices

export function slice(type: string, primary: Data = {}, items: Data[] = [], variation = "default") {
  const hash = createHash("sha256").update(JSON.stringify([type, primary, items])).digest("hex").slice(0, 8);
  return { slice_type: type, slice_label: null, variation, version: "initial", primary, items, id: `${type}$${hash}` };
}

// ---------------------------------------------------------------- models and empty values

const models = loadModels(ROOT);

/** Fills every field the model declares but the seed leaves out, as the Content API does. */
function complete(fields: Record<string, FieldModel>, data: Data, where: string): Data {
  for (const key of Object.keys(data)) {
    if (!(key in fields)) throw new Error(`${where}: field '${key}' is not in the model`);
  }
  const result: Data = {};
  for (const [key, field] of Object.entries(fields)) {
    if (field.type === "UID") continue;
    const value = data[key];
    if (value === undefined) {
      result[key] = emptyValue(field);
    } else if (field.type === "Group") {
      result[key] = (value as Data[]).map((item, i) => complete(field.config?.fields ?? {}, item, `${where}.${key}[${i}]`));
    } else if (field.type === "Slices") {
      result[key] = (value as ReturnType<typeof slice>[]).map((s, i) => {
        const model = models.slices.get(s.slice_type);
        const variation = model?.variations.find((v) => v.id === s.variation);
        if (!variation) throw new Error(`${where}.${key}[${i}]: unknown slice ${s.slice_type}/${s.variation}`);
        return {
          ...s,
          primary: complete(variation.primary ?? {}, s.primary, `${where}.${key}[${i}].primary`),
          items: s.items.map((item, j) => complete(variation.items ?? {}, item, `${where}.${key}[${i}].items[${j}]`)),
        };
      });
    } else {
      result[key] = value;
    }
  }
  return result;
}

// ---------------------------------------------------------------- documents

export interface GroupSpec {
  type: string;
  /** Group name: file name and id seed. Defaults to the English uid or the type. */
  name?: string;
  /** Languages the document exists in, with its uid per language for repeatable page types. */
  langs: Partial<Record<Lang, { uid?: string; published?: string; updated?: string; tags?: string[] }>>;
  data: (lang: Lang, tr: Tr, r: RichTextBuilder) => Data;
  /** Publication date shared by all languages unless one gives its own. */
  published?: string;
  tags?: string[];
}

export interface SeedGroup {
  type: string;
  name: string;
  documents: StoredDocument[];
}

const DEFAULT_DATE = "2026-01-12T08:00:00+0000";

export function defineGroup(spec: GroupSpec): SeedGroup {
  const model = models.customTypes.get(spec.type);
  if (!model) throw new Error(`Unknown custom type '${spec.type}'`);
  const hasUid = Object.values(model.fields).some((field) => field.type === "UID");
  const langs = LANGS.filter((l) => spec.langs[l]);
  const name = spec.name ?? spec.langs.en?.uid ?? langs.map((l) => spec.langs[l]?.uid).find(Boolean) ?? spec.type;
  const fields = model.fields;
  const documents = langs.map((lang): StoredDocument => {
    const options = spec.langs[lang]!;
    if (hasUid && !options.uid) throw new Error(`${spec.type}/${name}: ${lang} needs a uid`);
    const tr: Tr = (values) => values[lang];
    const published = options.published ?? spec.published ?? DEFAULT_DATE;
    return {
      id: docId(spec.type, name, lang),
      uid: hasUid ? options.uid! : null,
      url: null,
      type: spec.type,
      href: "",
      tags: options.tags ?? spec.tags ?? [],
      first_publication_date: published,
      last_publication_date: options.updated ?? published,
      slugs: [],
      linked_documents: [],
      lang: PRISMIC_LANG[lang],
      alternate_languages: [],
      data: complete(fields, spec.data(lang, tr, richText(lang)), `${spec.type}/${name} (${lang})`),
    };
  });
  for (const doc of documents) {
    doc.alternate_languages = documents
      .filter((other) => other !== doc)
      .map((other) => ({ id: other.id, ...(other.uid ? { uid: other.uid } : {}), type: other.type, lang: other.lang }));
  }
  return { type: spec.type, name, documents };
}

/** Shorthand for a singleton present in every language. */
export function singleton(type: string, data: GroupSpec["data"], published?: string): SeedGroup {
  return defineGroup({ type, langs: { en: {}, de: {}, fr: {} }, data, published });
}

