import { createHash } from "node:crypto";
import type { FieldModel, RepositoryModels } from "./models";

/**
 * Field values of Prismic's export (its storage format, the one the legacy Import/Export tool reads and
 * writes) converted to the Content API's, guided by the model: the export keeps numbers, dates and
 * selects as strings, rich text as `{ type, content: { text, spans } }`, images as `origin` + `edit.crop`,
 * links as `{ id, wioUrl }` / `{ url }` / `{ kind, … }`, geopoints as `position`, slices as
 * `{ key: "<type>$<uuid>", value }`. Values already in the Content API's shape pass through, so an export
 * and a Content API dump import alike. What cannot be converted is dropped and reported, never guessed.
 */

type Data = Record<string, unknown>;

export interface FieldContext {
  models: RepositoryModels;
  /** Where the value is, for problems ("blog_article/foo (en-us).content[2]"). */
  where: string;
  problems: string[];
}

const isRecord = (value: unknown): value is Data => typeof value === "object" && value !== null && !Array.isArray(value);
const str = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : typeof value === "number" ? String(value) : null);
const num = (value: unknown): number | null => {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string" || value.trim() === "") return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};

/** The Content API's empty value of a field type (as the repository answers for an unset field). */
export function emptyValue(field: FieldModel): unknown {
  switch (field.type) {
    case "StructuredText":
    case "Group":
    case "Slices":
      return [];
    case "Link":
      return { link_type: "Any" };
    case "Image":
    case "Embed":
    case "GeoPoint":
      return {};
    case "Boolean":
      return field.config?.default_value ?? false;
    case "Select":
      return field.config?.default_value ?? null;
    default:
      return null;
  }
}

/** `2016-09-15T22:00:00+02:00` → `2016-09-15T20:00:00+0000`, the Content API's form; null when not a date. */
export function apiTimestamp(value: unknown): string | null {
  if (typeof value !== "string" || value === "") return null;
  const time = Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, "$1:$2"));
  if (Number.isNaN(time)) return null;
  return new Date(time).toISOString().replace(/\.\d{3}Z$/, "+0000");
}

export function convertLink(value: unknown): Data {
  if (!isRecord(value)) return { link_type: "Any" };
  if (typeof value.link_type === "string") return value;
  const extras: Data = {};
  for (const key of ["key", "text", "variant"] as const) if (typeof value[key] === "string") extras[key] = value[key];
  const kind = typeof value.kind === "string" ? value.kind : null;
  if (typeof value.url === "string" && value.url && (kind === "image" || kind === "file" || (typeof value.name === "string" && typeof value.id === "string"))) {
    const media: Data = { link_type: "Media", kind: kind ?? "file", id: str(value.id), url: value.url, name: str(value.name), size: str(value.size) };
    if (value.width !== undefined) media.width = str(value.width);
    if (value.height !== undefined) media.height = str(value.height);
    return { ...media, ...extras };
  }
  if (typeof value.id === "string" && value.id) return { link_type: "Document", id: value.id, ...extras };
  if (typeof value.url === "string" && value.url) {
    return { link_type: "Web", url: value.url, ...(typeof value.target === "string" && value.target ? { target: value.target } : {}), ...extras };
  }
  return { link_type: "Any", ...extras };
}

function imageView(value: Data, origin: Data): Data | null {
  const url = str(value.url) ?? str(origin.url);
  if (!url) return null;
  const edit = isRecord(value.edit) ? value.edit : {};
  const crop = isRecord(edit.crop) ? edit.crop : {};
  return {
    dimensions: { width: num(value.width) ?? num(origin.width) ?? 0, height: num(value.height) ?? num(origin.height) ?? 0 },
    alt: str(value.alt),
    copyright: str(value.credits) ?? str(value.copyright),
    url,
    id: str(origin.id) ?? str(value.id),
    edit: { x: num(crop.x) ?? num(edit.x) ?? 0, y: num(crop.y) ?? num(edit.y) ?? 0, zoom: num(edit.zoom) ?? 1, background: str(edit.background) ?? "transparent" },
  };
}

export function convertImage(value: unknown): Data {
  if (!isRecord(value)) return {};
  if (isRecord(value.dimensions)) return value;
  const origin = isRecord(value.origin) ? value.origin : {};
  const main = imageView(value, origin);
  if (!main) return {};
  const thumbnails = isRecord(value.thumbnails) ? value.thumbnails : {};
  for (const [name, thumbnail] of Object.entries(thumbnails)) {
    if (!isRecord(thumbnail)) continue;
    const view = imageView(thumbnail, isRecord(thumbnail.origin) ? thumbnail.origin : origin);
    if (view) main[name] = { ...view, alt: view.alt ?? main.alt, copyright: view.copyright ?? main.copyright };
  }
  return main;
}

function convertSpan(span: unknown): Data | null {
  if (!isRecord(span) || typeof span.type !== "string") return null;
  const start = num(span.start);
  const end = num(span.end);
  if (start === null || end === null) return null;
  const converted: Data = { start, end, type: span.type };
  if (span.type === "hyperlink") converted.data = convertLink(span.data);
  else if (span.type === "label") converted.data = isRecord(span.data) ? span.data : { label: String(span.data ?? "") };
  return converted;
}

export function convertRichText(value: unknown, context: FieldContext): Data[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((block, index): Data[] => {
    if (!isRecord(block) || typeof block.type !== "string") return [];
    if (block.type === "image") {
      if (typeof block.url === "string") return [block];
      const data = isRecord(block.data) ? block.data : {};
      const image = convertImage(data);
      if (!image.url) return [];
      return [{ type: "image", ...image, ...(data.linkTo ? { linkTo: convertLink(data.linkTo) } : {}) }];
    }
    if (block.type === "embed") {
      if (isRecord(block.oembed)) return [block];
      return isRecord(block.data) ? [{ type: "embed", oembed: block.data }] : [];
    }
    const content = isRecord(block.content) ? block.content : block;
    if (typeof content.text !== "string") {
      context.problems.push(`${context.where}[${index}]: a ${block.type} block without text was dropped`);
      return [];
    }
    const spans = Array.isArray(content.spans) ? content.spans.flatMap((span) => convertSpan(span) ?? []) : [];
    return [
      {
        type: block.type,
        text: content.text,
        spans,
        direction: typeof block.direction === "string" ? block.direction : "ltr",
        ...(typeof block.label === "string" ? { label: block.label } : {}),
      },
    ];
  });
}

function sliceId(type: string, key: unknown, content: unknown, where: string): string {
  if (typeof key === "string" && /^[\w-]+\$[\w-]+$/.test(key) && key.startsWith(`${type}$`)) return key;
  // Two identical slices in one zone still get different ids (they are React keys).
  return `${type}$${createHash("sha256").update(JSON.stringify([where, content])).digest("hex").slice(0, 8)}`;
}

function convertSlices(value: unknown, field: FieldModel, context: FieldContext): Data[] {
  if (!Array.isArray(value)) return [];
  const choices = field.config?.choices ?? {};
  return value.flatMap((entry, index): Data[] => {
    const where = `${context.where}[${index}]`;
    if (!isRecord(entry)) return [];
    const api = typeof entry.slice_type === "string";
    const type = api ? (entry.slice_type as string) : typeof entry.key === "string" ? entry.key.split("$")[0] : "";
    const model = context.models.slices.get(type);
    if (!choices[type] || !model) {
      context.problems.push(`${where}: slice '${type || "?"}' is not allowed here by the model; dropped`);
      return [];
    }
    const body = api ? entry : isRecord(entry.value) ? entry.value : null;
    const composite = body && (isRecord(body["non-repeat"]) || Array.isArray(body.repeat));
    if (!body || (!composite && !isRecord(body.primary) && !Array.isArray(body.items))) {
      context.problems.push(`${where}: slice '${type}' is a legacy simple slice, which the shared slice model cannot hold; dropped`);
      return [];
    }
    const variationId = typeof body.variation === "string" ? body.variation : model.variations[0]?.id;
    const variation = model.variations.find((candidate) => candidate.id === variationId);
    if (!variation) {
      context.problems.push(`${where}: slice '${type}' has no variation '${String(variationId)}'; dropped`);
      return [];
    }
    const primary = composite ? body["non-repeat"] : body.primary;
    const items = composite ? body.repeat : body.items;
    return [
      {
        id: sliceId(type, api ? entry.id : entry.key, body, where),
        slice_type: type,
        slice_label: typeof (api ? entry.slice_label : entry.label) === "string" ? (api ? entry.slice_label : entry.label) : null,
        variation: variation.id,
        version: typeof body.version === "string" ? body.version : (variation.version ?? "initial"),
        primary: convertFields(variation.primary ?? {}, isRecord(primary) ? primary : {}, { ...context, where: `${where}.primary` }),
        items: (Array.isArray(items) ? items : [])
          .filter(isRecord)
          .map((item, itemIndex) => convertFields(variation.items ?? {}, item, { ...context, where: `${where}.items[${itemIndex}]` })),
      },
    ];
  });
}

/** Returned when a value's problem is already reported: the field is left empty. */
const REPORTED = Symbol("reported");

const isEmptyValue = (value: unknown) =>
  value === "" ||
  (Array.isArray(value) && value.length === 0) ||
  (isRecord(value) && (value.link_type === "Any" || Object.keys(value).every((key) => key === "kind" || value[key] === null || value[key] === undefined)));

/** A field's Content API value; a value that was set but cannot be read is reported, then left empty. */
export function convertField(field: FieldModel, value: unknown, context: FieldContext): unknown {
  if (value === undefined || value === null) return emptyValue(field);
  const converted = convertKnownField(field, value, context);
  if (converted === REPORTED) return emptyValue(field);
  const empty = converted === null || (isRecord(converted) && (Object.keys(converted).length === 0 || converted.link_type === "Any"));
  if (empty && !isEmptyValue(value) && field.type !== "Boolean") {
    context.problems.push(`${context.where}: ${JSON.stringify(value).slice(0, 60)} is not a ${field.type} value; left empty`);
    return emptyValue(field);
  }
  return converted;
}

function convertKnownField(field: FieldModel, value: unknown, context: FieldContext): unknown {
  switch (field.type) {
    case "StructuredText":
      return convertRichText(value, context);
    case "Text":
    case "Color":
    case "Date":
      return str(value);
    case "Select": {
      const option = str(value);
      const options = field.config?.options;
      if (option !== null && options && !options.includes(option)) {
        context.problems.push(`${context.where}: '${option}' is not one of the select's options; left empty`);
        return REPORTED;
      }
      return option ?? emptyValue(field);
    }
    case "Number":
    case "Range":
      return num(value);
    case "Timestamp":
      return apiTimestamp(value);
    case "Boolean":
      return typeof value === "boolean" ? value : value === "true" ? true : value === "false" ? false : emptyValue(field);
    case "Image":
      return convertImage(value);
    case "Link":
      return convertLink(value);
    case "Embed":
      return isRecord(value) && typeof value.embed_url === "string" ? value : {};
    case "GeoPoint": {
      if (isRecord(value) && typeof value.latitude === "number") return value;
      const position = isRecord(value) && isRecord(value.position) ? value.position : null;
      const latitude = num(position?.lat);
      const longitude = num(position?.lng);
      return latitude !== null && longitude !== null ? { latitude, longitude } : {};
    }
    case "Group":
      return Array.isArray(value)
        ? value.filter(isRecord).map((item, index) => convertFields(field.config?.fields ?? {}, item, { ...context, where: `${context.where}[${index}]` }))
        : [];
    case "Slices":
      return convertSlices(value, field, context);
    default:
      context.problems.push(`${context.where}: field type ${field.type} is not imported; left empty`);
      return null;
  }
}

/** Bookkeeping keys of the export's storage format, not fields. */
const BOOKKEEPING = /(_TYPE|_POSITION|_INTERNAL)$|\./;

/** Every field of the model, converted from the export's value (empty when absent); fields outside the model are reported. */
export function convertFields(fields: Record<string, FieldModel>, values: Data, context: FieldContext, ignore: ReadonlySet<string> = new Set()): Data {
  const data: Data = {};
  for (const [key, field] of Object.entries(fields)) {
    if (field.type === "UID") continue;
    data[key] = convertField(field, values[key], { ...context, where: `${context.where}.${key}` });
  }
  for (const key of Object.keys(values)) {
    if (!(key in fields) && !ignore.has(key) && !BOOKKEEPING.test(key)) context.problems.push(`${context.where}: field '${key}' is not in the model; dropped`);
  }
  return data;
}
