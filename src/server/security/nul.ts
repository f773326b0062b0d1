/**
 * Where a request's data holds a NUL (U+0000): the dotted path of the first string, or key, that does ("" for the
 * value itself), or null when none does. PostgreSQL refuses a NUL in text outright (a 503 deep in a handler) while
 * SQLite stores it, so the site refuses it at the door with a 400, the same on both.
 */
export function nulPath(value: unknown, path = ""): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (typeof value !== "object" || value === null) return null;
  for (const [key, inner] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
    const at = path ? `${path}.${key}` : String(key);
    if (typeof key === "string" && key.includes("\u0000")) return at;
    const found = nulPath(inner, at);
    if (found !== null) return found;
  }
  return null;
}

/** The fields of a form or query (URLSearchParams, FormData: its text fields and its files' names) as one object for `nulPath`. */
export function entriesOf(fields: Iterable<[string, FormDataEntryValue | string]>): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [name, value] of fields) texts[name] = typeof value === "string" ? value : value.name;
  return texts;
}

/** What a request with a NUL is told. */
export const NUL_MESSAGE = "Text may not contain a NUL character.";
