import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Checks JSON-LD against schema.org's vocabulary (as schema-dts declares it: every type's properties,
 * inherited ones included) and against the properties Google requires for each rich result type.
 * Used by the unit tests and the browser test over built pages; never shipped to the browser.
 */

/** Google's required (and, for the types we emit, expected) properties per type. */
export const REQUIRED: Readonly<Record<string, readonly string[]>> = {
  Organization: ["name"],
  WebSite: ["name", "url"],
  SearchAction: ["target", "query-input"],
  EntryPoint: ["urlTemplate"],
  BlogPosting: ["headline", "image", "datePublished", "author", "publisher"],
  Article: ["headline", "image", "datePublished", "author", "publisher"],
  Event: ["name", "startDate", "location", "eventStatus", "eventAttendanceMode", "offers"],
  Place: ["address"],
  VirtualLocation: ["url"],
  Offer: ["url", "price", "priceCurrency", "availability"],
  BreadcrumbList: ["itemListElement"],
  ListItem: ["position", "name", "item"],
  FAQPage: ["mainEntity"],
  Question: ["name", "acceptedAnswer"],
  Answer: ["text"],
  Person: ["name"],
  ImageObject: ["url"],
};

/** Google's extension of SearchAction, outside schema.org's vocabulary. */
const EXTENSIONS: Readonly<Record<string, readonly string[]>> = { SearchAction: ["query-input"] };
const KEYWORDS = new Set(["@context", "@type", "@id"]);
const DATE_PROPERTIES = new Set(["startDate", "endDate", "datePublished", "dateModified"]);
const URL_PROPERTIES = new Set(["url", "item", "logo", "mainEntityOfPage", "urlTemplate"]);

let vocabulary: Map<string, Set<string>> | null = null;

/** schema.org type name → every property it accepts, from schema-dts' declarations. */
function loadVocabulary(): Map<string, Set<string>> {
  if (vocabulary) return vocabulary;
  // Tests run from the repository root (vitest and Playwright alike).
  const source = readFileSync(join(process.cwd(), "node_modules", "schema-dts", "dist", "schema.d.ts"), "utf8");
  const own = new Map<string, { parents: string[]; properties: string[] }>();
  const leafOf = new Map<string, string>();
  for (const block of source.matchAll(/interface (\w+) extends ([^{]+)\{([\s\S]*?)\n\}/g)) {
    const [, name, parents, body] = block;
    const properties = [...body.matchAll(/^\s+"([\w-]+)"\??:/gm)].map((m) => m[1]);
    own.set(name, { parents: parents.split(",").map((p) => p.trim().replace(/^Partial<(\w+)>$/, "$1")), properties });
    const leafType = /"@type": "(\w+)"/.exec(body);
    if (leafType) leafOf.set(leafType[1], name);
  }
  const resolve = (name: string, seen = new Set<string>()): Set<string> => {
    const result = new Set<string>();
    if (seen.has(name)) return result;
    seen.add(name);
    const entry = own.get(name);
    if (!entry) return result;
    entry.properties.forEach((property) => result.add(property));
    entry.parents.forEach((parent) => resolve(parent, seen).forEach((property) => result.add(property)));
    return result;
  };
  vocabulary = new Map([...leafOf].map(([type, leaf]) => [type, resolve(leaf)]));
  return vocabulary;
}

function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === "string") return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0 && value.every(isFilled);
  return true;
}

/** Problems of one JSON-LD node and everything nested in it; [] when valid. */
export function validateJsonLd(node: unknown, path = "$"): string[] {
  if (Array.isArray(node)) return node.flatMap((entry, index) => validateJsonLd(entry, `${path}[${index}]`));
  if (!node || typeof node !== "object") return [];
  const record = node as Record<string, unknown>;
  const problems: string[] = [];
  const type = record["@type"];
  if (path === "$" && record["@context"] !== "https://schema.org") problems.push(`${path}: @context is not https://schema.org`);
  if (typeof type === "string") {
    const known = loadVocabulary().get(type);
    if (!known) problems.push(`${path}: ${type} is not a schema.org type`);
    for (const key of Object.keys(record)) {
      if (KEYWORDS.has(key) || EXTENSIONS[type]?.includes(key)) continue;
      if (known && !known.has(key)) problems.push(`${path}: ${type} has no property ${key}`);
    }
    for (const required of REQUIRED[type] ?? []) {
      if (!isFilled(record[required])) problems.push(`${path}: ${type} lacks ${required}`);
    }
  } else if (!("@id" in record && Object.keys(record).length === 1)) {
    problems.push(`${path}: node without @type`);
  }
  for (const [key, value] of Object.entries(record)) {
    if (DATE_PROPERTIES.has(key) && typeof value === "string" && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) {
      problems.push(`${path}.${key}: ${value} is not a date-time with a time zone`);
    }
    if (URL_PROPERTIES.has(key) && typeof value === "string" && !/^https?:\/\//.test(value)) problems.push(`${path}.${key}: ${value} is not an absolute URL`);
    if (typeof value === "object") problems.push(...validateJsonLd(value, `${path}.${key}`));
  }
  return problems;
}
