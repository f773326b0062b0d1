/**
 * Checks every document of the embedded repository (`content/documents/`, and `content/generated/`
 * when present) against its Slice Machine model: fields, value shapes, uids, singletons,
 * translation groups, document links and asset files. Errors name the file and the field path.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { linkResolver } from "@/routing/link-resolver";
import { isValidParam, matchPath } from "@/routing/routes";
import { prismicLangs } from "@/routing/locales";

const ROOT = path.resolve(__dirname, "../..");
const ASSETS_DIR = path.join(ROOT, "content/assets");
const ASSET_PREFIX = "/content-assets/";
const LANGS = new Set<string>(Object.values(prismicLangs));

interface FieldModel {
  type: string;
  config?: {
    options?: string[];
    select?: string | null;
    customtypes?: (string | { id: string })[];
    fields?: Record<string, FieldModel>;
    choices?: Record<string, { type: string }>;
    multi?: string;
    single?: string;
    labels?: string[];
  };
}
interface CustomTypeModel {
  id: string;
  format?: "page" | "custom";
  repeatable: boolean;
  json: Record<string, Record<string, FieldModel>>;
}
interface SliceVariation {
  id: string;
  primary?: Record<string, FieldModel>;
  items?: Record<string, FieldModel>;
}
interface SliceModel {
  id: string;
  variations: SliceVariation[];
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : full.endsWith(".json") ? [full] : [];
  });
}

const customTypes = new Map<string, CustomTypeModel>();
for (const file of walk(path.join(ROOT, "customtypes")).filter((f) => f.endsWith("index.json"))) {
  const model = JSON.parse(readFileSync(file, "utf8")) as CustomTypeModel;
  customTypes.set(model.id, model);
}
const slices = new Map<string, SliceModel>();
for (const file of walk(path.join(ROOT, "src/slices")).filter((f) => f.endsWith("model.json"))) {
  const model = JSON.parse(readFileSync(file, "utf8")) as SliceModel;
  slices.set(model.id, model);
}

interface StoredDocument {
  id: string;
  uid: string | null;
  type: string;
  lang: string;
  tags: unknown;
  first_publication_date: string;
  last_publication_date: string;
  alternate_languages: { id: string; uid?: string; type: string; lang: string }[];
  data: Record<string, unknown>;
}
interface Located {
  doc: StoredDocument;
  file: string;
}

const documentFiles = [...walk(path.join(ROOT, "content/documents")), ...walk(path.join(ROOT, "content/generated"))];
const groups: { file: string; docs: StoredDocument[] }[] = [];
const parseErrors: string[] = [];
for (const file of documentFiles) {
  const rel = path.relative(ROOT, file);
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
    if (!Array.isArray(parsed) || parsed.length === 0) parseErrors.push(`${rel}: a translation group must be a non-empty array of documents`);
    else groups.push({ file: rel, docs: parsed as StoredDocument[] });
  } catch (error) {
    parseErrors.push(`${rel}: invalid JSON (${(error as Error).message})`);
  }
}
const all: Located[] = groups.flatMap(({ file, docs }) => docs.map((doc) => ({ doc, file })));
const byId = new Map<string, Located>();
const duplicateIds: string[] = [];
for (const entry of all) {
  if (byId.has(entry.doc.id)) duplicateIds.push(`${entry.file}: id ${entry.doc.id} is also used in ${byId.get(entry.doc.id)!.file}`);
  byId.set(entry.doc.id, entry);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Validates one field value; pushes "<file> <path>: message" errors. */
class Checker {
  errors: string[] = [];
  constructor(readonly file: string) {}

  fail(where: string, message: string) {
    this.errors.push(`${this.file} ${where}: ${message}`);
  }

  asset(where: string, url: unknown) {
    if (typeof url !== "string" || url === "") return this.fail(where, "missing url");
    if (/^https?:\/\//.test(url)) return;
    if (!url.startsWith(ASSET_PREFIX)) return this.fail(where, `asset url '${url}' must start with ${ASSET_PREFIX}`);
    const file = decodeURIComponent(url.slice(ASSET_PREFIX.length).split("?")[0]);
    if (file.includes("..") || !existsSync(path.join(ASSETS_DIR, file))) this.fail(where, `asset '${url}' does not exist in content/assets`);
  }

  image(where: string, value: unknown) {
    if (!isRecord(value)) return this.fail(where, "an image must be an object");
    if (Object.keys(value).length === 0) return;
    this.asset(`${where}.url`, value.url);
    const dims = value.dimensions;
    if (!isRecord(dims) || typeof dims.width !== "number" || typeof dims.height !== "number" || dims.width <= 0 || dims.height <= 0) {
      this.fail(`${where}.dimensions`, "width and height must be positive numbers");
    }
    if (value.alt !== null && typeof value.alt !== "string") this.fail(`${where}.alt`, "alt must be a string or null");
    if (value.copyright !== undefined && value.copyright !== null && typeof value.copyright !== "string") this.fail(`${where}.copyright`, "copyright must be a string or null");
  }

  link(where: string, value: unknown, config: FieldModel["config"] = {}) {
    if (!isRecord(value)) return this.fail(where, "a link must be an object");
    const kind = value.link_type;
    switch (kind) {
      case "Any":
        return;
      case "Document": {
        if (config.select === "media" || config.select === "web") return this.fail(where, `a ${config.select} link cannot point to a document`);
        if (typeof value.id !== "string") return this.fail(where, "a document link needs an id");
        const target = byId.get(value.id);
        if (!target) return this.fail(where, `links to missing document ${value.id}`);
        const allowed = (config.customtypes ?? []).map((t) => (typeof t === "string" ? t : t.id));
        if (allowed.length > 0 && !allowed.includes(target.doc.type)) {
          this.fail(where, `links to a ${target.doc.type} but only ${allowed.join(", ")} are allowed`);
        }
        return;
      }
      case "Web":
        if (config.select === "document" || config.select === "media") return this.fail(where, `a ${config.select} link cannot be a web link`);
        if (typeof value.url !== "string" || !/^(https?:\/\/|mailto:|tel:)/.test(value.url)) this.fail(where, `web link url '${String(value.url)}' must be http(s), mailto or tel`);
        if (value.target !== undefined && value.target !== "_blank") this.fail(where, "target must be _blank when set");
        return;
      case "Media":
        if (config.select === "document" || config.select === "web") return this.fail(where, `a ${config.select} link cannot be a media link`);
        this.asset(`${where}.url`, value.url);
        if (typeof value.name !== "string") this.fail(where, "a media link needs a name");
        return;
      default:
        this.fail(where, `unknown link_type '${String(kind)}'`);
    }
  }

  richText(where: string, value: unknown, config: FieldModel["config"] = {}) {
    if (!Array.isArray(value)) return this.fail(where, "rich text must be an array");
    const allowed = new Set((config.multi ?? config.single ?? "").split(",").map((s) => s.trim()).filter(Boolean));
    if (config.single && value.length > 1) this.fail(where, `a single-block field (${config.single}) has ${value.length} blocks`);
    const labels = new Set(config.labels ?? []);
    value.forEach((node, index) => {
      const at = `${where}[${index}]`;
      if (!isRecord(node) || typeof node.type !== "string") return this.fail(at, "a rich-text node needs a type");
      if (!allowed.has(node.type)) return this.fail(at, `node type '${node.type}' is not enabled in the model`);
      if (node.type === "image") {
        this.image(at, node);
        if (node.linkTo !== undefined) this.link(`${at}.linkTo`, node.linkTo);
        return;
      }
      if (node.type === "embed") {
        const oembed = node.oembed;
        if (!isRecord(oembed) || typeof oembed.embed_url !== "string" || typeof oembed.type !== "string") this.fail(`${at}.oembed`, "an embed needs embed_url and type");
        return;
      }
      if (typeof node.text !== "string") return this.fail(at, "a text node needs text");
      if (!Array.isArray(node.spans)) return this.fail(at, "a text node needs spans");
      node.spans.forEach((span: unknown, spanIndex: number) => {
        const spanAt = `${at}.spans[${spanIndex}]`;
        if (!isRecord(span) || typeof span.start !== "number" || typeof span.end !== "number" || typeof span.type !== "string") {
          return this.fail(spanAt, "a span needs start, end and type");
        }
        if (span.start < 0 || span.end > (node.text as string).length || span.start >= span.end) this.fail(spanAt, "span is outside its text");
        if (span.type === "label") {
          const label = isRecord(span.data) ? span.data.label : undefined;
          if (typeof label !== "string" || !labels.has(label)) this.fail(spanAt, `label '${String(label)}' is not declared in the model`);
        } else if (!allowed.has(span.type)) {
          this.fail(spanAt, `span type '${span.type}' is not enabled in the model`);
        }
        if (span.type === "hyperlink") this.link(`${spanAt}.data`, span.data);
      });
    });
  }

  fields(where: string, data: unknown, fields: Record<string, FieldModel>) {
    if (!isRecord(data)) return this.fail(where, "must be an object of fields");
    for (const key of Object.keys(data)) {
      if (!(key in fields) || fields[key].type === "UID") this.fail(`${where}.${key}`, "is not declared in the model");
    }
    for (const [key, field] of Object.entries(fields)) {
      if (field.type === "UID") continue;
      if (!(key in data)) this.fail(`${where}.${key}`, `is missing (the Content API returns every ${field.type} field)`);
      else this.field(`${where}.${key}`, data[key], field);
    }
  }

  field(where: string, value: unknown, field: FieldModel) {
    const config = field.config ?? {};
    switch (field.type) {
      case "Text":
        if (value !== null && typeof value !== "string") this.fail(where, "Key Text must be a string or null");
        return;
      case "StructuredText":
        return this.richText(where, value, config);
      case "Image":
        return this.image(where, value);
      case "Link":
        return this.link(where, value, config);
      case "Boolean":
        if (typeof value !== "boolean") this.fail(where, "must be a boolean");
        return;
      case "Number":
        if (value !== null && (typeof value !== "number" || !Number.isFinite(value))) this.fail(where, "must be a finite number or null");
        return;
      case "Select":
        if (value !== null && !(config.options ?? []).includes(value as string)) this.fail(where, `'${String(value)}' is not one of ${(config.options ?? []).join(", ")}`);
        return;
      case "Timestamp":
        if (value !== null && (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(\+0000|Z|[+-]\d{2}:?\d{2})$/.test(value) || Number.isNaN(Date.parse(value.replace(/\+0000$/, "Z"))))) {
          this.fail(where, `timestamp '${String(value)}' is not an ISO date-time`);
        }
        return;
      case "Date":
        if (value !== null && (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value)))) this.fail(where, `date '${String(value)}' must be YYYY-MM-DD`);
        return;
      case "Color":
        if (value !== null && (typeof value !== "string" || !/^#[0-9a-fA-F]{6}$/.test(value))) this.fail(where, "color must be #rrggbb or null");
        return;
      case "Embed":
        if (!isRecord(value)) return this.fail(where, "an embed must be an object");
        if (Object.keys(value).length > 0 && (typeof value.embed_url !== "string" || typeof value.type !== "string")) this.fail(where, "an embed needs embed_url and type");
        return;
      case "GeoPoint":
        if (!isRecord(value)) return this.fail(where, "a geopoint must be an object");
        if (Object.keys(value).length > 0 && (typeof value.latitude !== "number" || typeof value.longitude !== "number")) this.fail(where, "a geopoint needs latitude and longitude");
        return;
      case "Group":
        if (!Array.isArray(value)) return this.fail(where, "a group must be an array");
        value.forEach((item, index) => this.fields(`${where}[${index}]`, item, config.fields ?? {}));
        return;
      case "Slices":
        if (!Array.isArray(value)) return this.fail(where, "a slice zone must be an array");
        value.forEach((item, index) => this.slice(`${where}[${index}]`, item, config.choices ?? {}));
        return;
      default:
        this.fail(where, `field type '${field.type}' is not supported by the embedded repository`);
    }
  }

  slice(where: string, value: unknown, choices: Record<string, { type: string }>) {
    if (!isRecord(value)) return this.fail(where, "a slice must be an object");
    const allowedKeys = new Set(["slice_type", "variation", "primary", "items", "id", "slice_label", "version"]);
    for (const key of Object.keys(value)) if (!allowedKeys.has(key)) this.fail(`${where}.${key}`, "is not a slice property");
    const type = value.slice_type;
    if (typeof type !== "string" || !(type in choices)) return this.fail(`${where}.slice_type`, `'${String(type)}' is not allowed in this slice zone`);
    const model = slices.get(type);
    if (!model) return this.fail(`${where}.slice_type`, `no model for slice '${type}'`);
    const variation = model.variations.find((v) => v.id === value.variation);
    if (!variation) return this.fail(`${where}.variation`, `'${String(value.variation)}' is not a variation of ${type}`);
    this.fields(`${where}.primary`, value.primary, variation.primary ?? {});
    if (!Array.isArray(value.items)) return this.fail(`${where}.items`, "must be an array");
    value.items.forEach((item, index) => this.fields(`${where}.items[${index}]`, item, variation.items ?? {}));
  }
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(\+0000|Z)$/;

describe("content models", () => {
  it("finds models and documents", () => {
    expect(customTypes.size).toBeGreaterThan(40);
    expect(slices.size).toBeGreaterThan(10);
    expect(all.length).toBeGreaterThan(0);
    expect(parseErrors).toEqual([]);
    expect(duplicateIds).toEqual([]);
  });

  it("every slice zone names slices that have a model", () => {
    const errors: string[] = [];
    const visit = (owner: string, fields: Record<string, FieldModel>) => {
      for (const [key, field] of Object.entries(fields)) {
        if (field.type === "Slices") for (const choice of Object.keys(field.config?.choices ?? {})) if (!slices.has(choice)) errors.push(`${owner}.${key}: slice '${choice}' has no model`);
        if (field.type === "Group") visit(`${owner}.${key}`, field.config?.fields ?? {});
      }
    };
    for (const model of customTypes.values()) for (const tab of Object.values(model.json)) visit(`customtypes/${model.id}`, tab);
    expect(errors).toEqual([]);
  });

  it("every document matches its model", () => {
    const errors: string[] = [];
    for (const { doc, file } of all) {
      const checker = new Checker(`${file} (${doc.lang ?? "?"} ${doc.id ?? "?"})`);
      const model = customTypes.get(doc.type);
      if (!model) {
        checker.fail("type", `unknown custom type '${doc.type}'`);
        errors.push(...checker.errors);
        continue;
      }
      if (typeof doc.id !== "string" || !/^[A-Za-z0-9]+$/.test(doc.id)) checker.fail("id", "must be letters and digits");
      if (!LANGS.has(doc.lang)) checker.fail("lang", `'${doc.lang}' is not one of ${[...LANGS].join(", ")}`);
      if (!file.includes(`/${doc.type}/`)) checker.fail("type", `a ${doc.type} document must live in a '${doc.type}' folder`);
      if (!Array.isArray(doc.tags) || !doc.tags.every((t) => typeof t === "string")) checker.fail("tags", "must be an array of strings");
      for (const key of ["first_publication_date", "last_publication_date"] as const) {
        if (typeof doc[key] !== "string" || !ISO.test(doc[key])) checker.fail(key, `'${String(doc[key])}' is not an API date-time`);
      }
      if (doc.last_publication_date < doc.first_publication_date) checker.fail("last_publication_date", "is before first_publication_date");
      const fields = Object.assign({}, ...Object.values(model.json)) as Record<string, FieldModel>;
      const hasUid = Object.values(fields).some((f) => f.type === "UID");
      if (hasUid && !isValidParam(doc.uid ?? undefined)) checker.fail("uid", `'${String(doc.uid)}' is missing or not a valid uid`);
      if (!hasUid && doc.uid !== null) checker.fail("uid", `must be null: ${doc.type} has no UID field`);
      checker.fields("data", doc.data, fields);
      errors.push(...checker.errors);
    }
    expect(errors).toEqual([]);
  });

  it("uids are unique per type and language, singletons exist once per language", () => {
    const errors: string[] = [];
    const seen = new Map<string, string>();
    for (const { doc, file } of all) {
      const model = customTypes.get(doc.type);
      const key = model && !model.repeatable ? `${doc.type}|${doc.lang}` : doc.uid ? `${doc.type}|${doc.lang}|${doc.uid}` : null;
      if (!key) continue;
      if (seen.has(key)) errors.push(`${file}: ${model?.repeatable ? `uid '${doc.uid}'` : "singleton"} ${doc.type} in ${doc.lang} is also in ${seen.get(key)}`);
      else seen.set(key, file);
    }
    expect(errors).toEqual([]);
  });

  it("alternate languages are reciprocal and match their translation group", () => {
    const errors: string[] = [];
    for (const { file, docs } of groups) {
      const langs = new Set<string>();
      for (const doc of docs) {
        if (langs.has(doc.lang)) errors.push(`${file}: two documents in ${doc.lang}`);
        langs.add(doc.lang);
        if (doc.type !== docs[0].type) errors.push(`${file}: mixes ${docs[0].type} and ${doc.type}`);
        const expected = docs.filter((other) => other !== doc).map((other) => other.id).sort();
        const actual = (doc.alternate_languages ?? []).map((alt) => alt.id).sort();
        if (JSON.stringify(expected) !== JSON.stringify(actual)) {
          errors.push(`${file} (${doc.lang}): alternate_languages ${JSON.stringify(actual)} should be the other documents of the file ${JSON.stringify(expected)}`);
        }
        for (const alt of doc.alternate_languages ?? []) {
          const target = byId.get(alt.id);
          if (!target) {
            errors.push(`${file} (${doc.lang}): alternate ${alt.id} does not exist`);
            continue;
          }
          const t = target.doc;
          if (alt.type !== t.type || alt.lang !== t.lang || (alt.uid ?? null) !== (t.uid ?? null)) {
            errors.push(`${file} (${doc.lang}): alternate ${alt.id} says ${alt.type}/${alt.lang}/${alt.uid} but the document is ${t.type}/${t.lang}/${t.uid}`);
          }
          if (!(t.alternate_languages ?? []).some((back) => back.id === doc.id)) errors.push(`${file} (${doc.lang}): ${alt.id} does not list ${doc.id} back`);
        }
      }
    }
    expect(errors).toEqual([]);
  });

  it("every page document has its own path, and that path routes back to its type", () => {
    const errors: string[] = [];
    const paths = new Map<string, string>();
    for (const { doc, file } of all) {
      const model = customTypes.get(doc.type);
      if (model?.format !== "page" || doc.type === "not_found_page") continue;
      // The resolver reads linked fields as the API returns them with fetchLinks: complete the guide link.
      const link = doc.data.guide;
      const guide = isRecord(link) && typeof link.id === "string" ? byId.get(link.id)?.doc : undefined;
      const data = isRecord(link) && guide ? { ...doc.data, guide: { ...link, uid: guide.uid, isBroken: false } } : doc.data;
      const resolved = linkResolver({ type: doc.type, uid: doc.uid, lang: doc.lang, data });
      const match = matchPath(resolved);
      if (!match || !(match.route.types as readonly string[]).includes(doc.type) || match.route.id === "not_found") {
        errors.push(`${file} (${doc.lang}): resolves to ${resolved}, which routes to ${match?.route.id ?? "nothing"}`);
      } else if (paths.has(resolved)) {
        errors.push(`${file} (${doc.lang}): path ${resolved} is also the path of ${paths.get(resolved)}`);
      } else {
        paths.set(resolved, file);
      }
    }
    expect(errors).toEqual([]);
  });
});
