import type { StoredDocument } from "./repository";

/** What a query path points at in one document. */
export interface ResolvedPath {
  /** False when the path names another custom type (`my.other_type.field`): the document never matches. */
  applicable: boolean;
  /** Raw field values; a path through a group yields one value per group item. */
  values: unknown[];
}

/** Resolves `document.*` and `my.<type>.<field>[.<group field>]` paths. */
export function resolvePath(document: StoredDocument, path: string): ResolvedPath {
  const segments = path.split(".");
  if (segments[0] === "document") {
    switch (segments[1]) {
      case undefined:
        return { applicable: true, values: [document.data] };
      case "id":
      case "type":
      case "lang":
      case "first_publication_date":
      case "last_publication_date":
        return { applicable: true, values: [document[segments[1]]] };
      case "tags":
        return { applicable: true, values: document.tags };
      default:
        return { applicable: false, values: [] };
    }
  }
  if (segments[0] !== "my" || segments.length < 3 || segments[1] !== document.type) {
    return { applicable: false, values: [] };
  }
  if (segments.length === 3 && segments[2] === "uid") return { applicable: true, values: [document.uid] };
  let values: unknown[] = [document.data];
  for (const key of segments.slice(2)) {
    values = values.flatMap((value) => {
      // Groups are arrays of items: a path continues into every item.
      const containers = Array.isArray(value) ? value : [value];
      return containers.filter(isRecord).map((container) => container[key]);
    });
  }
  return { applicable: true, values };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isRichText(value: unknown[]): boolean {
  return value.every((node) => isRecord(node) && typeof node.type === "string" && ("text" in node || "url" in node || "oembed" in node));
}

/** Whether a field has content, as Prismic's `has`/`missing` and `isFilled` see it. */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined || value === "") return false;
  if (Array.isArray(value)) {
    if (value.length === 0) return false;
    if (isRichText(value)) return value.some((node) => !(isRecord(node) && node.text === "" && node.type !== "image" && node.type !== "embed"));
    return true;
  }
  if (isRecord(value)) {
    if ("link_type" in value) return Boolean(value.id || value.url);
    if ("dimensions" in value || "alt" in value) return Boolean(value.url);
    if ("embed_url" in value) return Boolean(value.embed_url);
    if ("latitude" in value) return typeof value.latitude === "number";
    return Object.keys(value).length > 0;
  }
  return true;
}

/** The text of a field: rich text, plain strings, and every string nested in groups or slices. */
export function plainText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.map(plainText).filter(Boolean).join(" ");
  if (isRecord(value)) {
    if ("link_type" in value) return "";
    if (typeof value.text === "string") return value.text;
    return Object.entries(value)
      .filter(([key]) => !["url", "id", "dimensions", "copyright", "slice_type", "variation", "slice_label"].includes(key))
      .map(([, nested]) => plainText(nested))
      .filter(Boolean)
      .join(" ");
  }
  return "";
}

/** The value a field is compared by: links by document id (or url), rich text by its text. */
export function comparable(value: unknown): string | number | boolean | undefined {
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  if (isRecord(value) && "link_type" in value) {
    const key = value.id ?? value.url;
    return typeof key === "string" ? key : undefined;
  }
  if (Array.isArray(value) && value.length > 0 && isRichText(value)) return plainText(value);
  return undefined;
}
