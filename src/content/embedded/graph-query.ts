/**
 * Prismic's `graphQuery` parameter: which fields of each type to answer, and which fields of the
 * documents they link to (`...on type { ... }`). Syntax:
 *
 *   { blog_article { title  author { ...on author { name portrait } }  body { ...on quote { variation {
 *     ...on default { primary { text } } } } }  ...blog_articleFields } }
 *
 * A field without braces is answered whole; `...typeFields` stands for every field of the type.
 */

export interface Selection {
  /** Field name → its own selection (null: the whole value). */
  fields: Map<string, Selection | null>;
  /** `...on name { }`: by linked document type, slice type or variation. */
  fragments: Map<string, Selection>;
  /** `...nameFields`: every field, plus what `fields` refines. */
  all: boolean;
}

export class GraphQuerySyntaxError extends Error {
  constructor(
    message: string,
    readonly column: number,
  ) {
    super(message);
    this.name = "GraphQuerySyntaxError";
  }
}

const emptySelection = (): Selection => ({ fields: new Map(), fragments: new Map(), all: false });

/** The selection of each document type the query names. */
export function parseGraphQuery(source: string): Map<string, Selection> {
  let position = 0;
  const fail = (message: string): never => {
    throw new GraphQuerySyntaxError(`${message} at column ${position + 1} of the graphQuery`, position + 1);
  };
  const skip = () => {
    while (position < source.length && /[\s,]/.test(source[position])) position += 1;
    // Comments run to the end of the line, as in GraphQL.
    if (source[position] === "#") {
      while (position < source.length && source[position] !== "\n") position += 1;
      skip();
    }
  };
  const name = (): string => {
    skip();
    const match = /^[A-Za-z_][\w-]*/.exec(source.slice(position));
    if (!match) return fail("a field name was expected");
    position += match[0].length;
    return match[0];
  };
  const expect = (token: string) => {
    skip();
    if (!source.startsWith(token, position)) fail(`'${token}' was expected`);
    position += token.length;
  };
  const block = (depth: number): Selection => {
    if (depth > 12) fail("the graphQuery nests too deep");
    expect("{");
    const selection = emptySelection();
    for (;;) {
      skip();
      if (position >= source.length) fail("'}' was expected");
      if (source[position] === "}") {
        position += 1;
        return selection;
      }
      if (source.startsWith("...", position)) {
        position += 3;
        skip();
        if (/^on[\s{]/.test(source.slice(position))) {
          position += 2;
          const type = name();
          selection.fragments.set(type, block(depth + 1));
        } else {
          const spread = name();
          if (!spread.endsWith("Fields")) fail(`'...${spread}' must name a type's fields ('...typeFields')`);
          selection.all = true;
        }
        continue;
      }
      const field = name();
      skip();
      selection.fields.set(field, source[position] === "{" ? block(depth + 1) : null);
    }
  };
  if (source.length > 10_000) fail("the graphQuery is too long");
  const root = block(0);
  skip();
  if (position < source.length) fail("nothing may follow the last '}'");
  if (root.fragments.size > 0 || root.all) fail("the top level names document types only");
  const types = new Map<string, Selection>();
  for (const [type, selection] of root.fields) types.set(type, selection ?? { ...emptySelection(), all: true });
  return types;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Resolves a linked document's data (already serialized) by id and type. */
export type LinkedData = (id: string) => { type: string; data: Record<string, unknown> } | undefined;

const SLICE_KEYS = ["id", "slice_type", "slice_label", "variation", "version"];

function applyToSlice(slice: Record<string, unknown>, selection: Selection, linked: LinkedData): Record<string, unknown> | null {
  const own = selection.fragments.get(String(slice.slice_type));
  if (!own) return null;
  const byVariation = own.fields.get("variation");
  const parts = byVariation?.fragments.get(String(slice.variation)) ?? (byVariation ? null : own);
  const result: Record<string, unknown> = Object.fromEntries(SLICE_KEYS.filter((key) => key in slice).map((key) => [key, slice[key]]));
  for (const part of ["primary", "items", "non-repeat", "repeat"]) {
    if (!(part in slice)) continue;
    const partSelection = parts?.all ? null : parts?.fields.get(part);
    if (parts && !parts.all && !parts.fields.has(part)) {
      result[part] = Array.isArray(slice[part]) ? [] : {};
    } else {
      result[part] = partSelection ? applyToValue(slice[part], partSelection, linked) : slice[part];
    }
  }
  return result;
}

function applyToValue(value: unknown, selection: Selection, linked: LinkedData): unknown {
  if (Array.isArray(value)) {
    // A slice zone keeps the slices the query names; a group applies the selection to each item.
    if (value.some((item) => isRecord(item) && typeof item.slice_type === "string")) {
      return value.flatMap((item) => {
        const kept = isRecord(item) ? applyToSlice(item, selection, linked) : null;
        return kept ? [kept] : [];
      });
    }
    return value.map((item) => applyToValue(item, selection, linked));
  }
  if (!isRecord(value)) return value;
  if (value.link_type === "Document" && typeof value.id === "string") {
    const target = value.isBroken === true ? undefined : linked(value.id);
    const { data: _fetched, ...link } = value;
    if (!target) return link;
    const fragment = selection.fragments.get(target.type) ?? (selection.fields.size > 0 || selection.all ? selection : undefined);
    return fragment ? { ...link, data: applySelection(target.data, fragment, linked) } : link;
  }
  return applySelection(value, selection, linked);
}

/** A record (a document's data, a group item, a slice's primary) reduced to the selection. */
export function applySelection(data: Record<string, unknown>, selection: Selection, linked: LinkedData): Record<string, unknown> {
  const result: Record<string, unknown> = selection.all ? { ...data } : {};
  for (const [field, nested] of selection.fields) {
    if (!(field in data)) continue;
    result[field] = nested ? applyToValue(data[field], nested, linked) : data[field];
  }
  return result;
}
