import { applySelection, type LinkedData, type Selection } from "./graph-query";
import { z } from "zod";
import { isRecord } from "./fields";
import type { EmbeddedContent, StoredDocument } from "./repository";

/** A route of the `routes` parameter, as @prismicio/client sends it. */
export interface RouteDefinition {
  type: string;
  path: string;
  uid?: string;
  lang?: string;
  resolvers?: Record<string, string>;
}

const routesSchema = z.array(
  z.object({
    type: z.string().min(1),
    path: z.string().min(1),
    uid: z.string().optional(),
    lang: z.string().optional(),
    resolvers: z.record(z.string(), z.string()).optional(),
  }),
);

/** Parses the `routes` JSON; throws a message for the 400 answer when it is malformed. */
export function parseRoutes(source: string): RouteDefinition[] {
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch {
    throw new Error("routes is not valid JSON");
  }
  const parsed = routesSchema.safeParse(Array.isArray(json) ? json : [json]);
  if (!parsed.success) throw new Error(`invalid routes: ${parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`);
  return parsed.data;
}

/** `fetchLinks`/`fetch` values (`type.field`, `type.group.field`) as field paths per type. */
export function parseFieldSelection(source: string | null): Map<string, string[][]> {
  const selection = new Map<string, string[][]>();
  if (!source) return selection;
  for (const entry of source.split(",")) {
    const [type, ...field] = entry.trim().split(".");
    if (!type || field.length === 0) continue;
    selection.set(type, [...(selection.get(type) ?? []), field]);
  }
  return selection;
}

function pick(data: unknown, paths: string[][]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  if (!isRecord(data)) return result;
  for (const [key, ...rest] of paths) {
    if (!(key in data)) continue;
    const value = data[key];
    if (rest.length === 0) {
      result[key] = value;
    } else if (Array.isArray(value)) {
      // `type.group.field`: keep the listed fields of every group item.
      const previous = (result[key] as Record<string, unknown>[] | undefined) ?? value.map(() => ({}));
      result[key] = value.map((item, index) => ({ ...previous[index], ...pick(item, [rest]) }));
    } else if (isRecord(value)) {
      result[key] = { ...(result[key] as Record<string, unknown> | undefined), ...pick(value, [rest]) };
    }
  }
  return result;
}

export interface SerializeContext {
  content: EmbeddedContent;
  routes?: RouteDefinition[];
  brokenRoute?: string;
  fetchLinks: Map<string, string[][]>;
  fetch: Map<string, string[][]>;
  /** `graphQuery`: the fields to answer per type, linked documents' included (fetchLinks is then ignored). */
  graphQuery?: Map<string, Selection>;
  /** The document API endpoint the request came to (`.../api/v2`), for `href`. */
  endpoint: string;
  ref: string;
}

function routeFor(document: StoredDocument, routes: RouteDefinition[]): RouteDefinition | undefined {
  const candidates = routes.filter(
    (route) =>
      route.type === document.type &&
      (route.lang === undefined || route.lang === document.lang) &&
      (route.uid === undefined || route.uid === document.uid),
  );
  // The most specific route wins: uid and lang constraints before generic ones, then list order.
  const specificity = (route: RouteDefinition) => (route.uid ? 2 : 0) + (route.lang ? 1 : 0);
  return candidates.sort((a, b) => specificity(b) - specificity(a))[0];
}

function linkedDocument(content: EmbeddedContent, value: unknown): StoredDocument | undefined {
  return isRecord(value) && typeof value.id === "string" ? content.byId.get(value.id) : undefined;
}

/** A document's `url` from the routes: `:uid`, `:lang`, optional `:param?`, and resolver params. */
export function resolveUrl(document: StoredDocument, context: Pick<SerializeContext, "content" | "routes">): string | null {
  if (!context.routes) return null;
  const route = routeFor(document, context.routes);
  if (!route) return null;
  let unresolved = false;
  const url = route.path.replace(/(\/?):([A-Za-z_][\w]*)(\?)?/g, (_, slash: string, name: string, optional: string | undefined) => {
    let value: string | null | undefined;
    if (name === "uid") value = document.uid;
    else if (name === "lang") value = optional && document.lang === context.content.masterLanguage ? null : document.lang;
    else if (route.resolvers?.[name]) value = resolveParam(document, route.resolvers[name], context.content);
    if (!value) {
      if (!optional) unresolved = true;
      return "";
    }
    return `${slash}${encodeURIComponent(value)}`;
  });
  if (unresolved) return null;
  return url || "/";
}

/** A resolver (`category` or `category.parent`) follows content relationships to a uid. */
function resolveParam(document: StoredDocument, resolver: string, content: EmbeddedContent): string | undefined {
  let current: StoredDocument | undefined = document;
  for (const field of resolver.split(".")) {
    current = current ? linkedDocument(content, current.data[field]) : undefined;
  }
  return current?.uid ?? undefined;
}

const computedLinkKeys = new Set([
  "id",
  "type",
  "tags",
  "lang",
  "slug",
  "uid",
  "url",
  "data",
  "isBroken",
  "first_publication_date",
  "last_publication_date",
  "link_type",
]);

function completeLink(link: Record<string, unknown>, context: SerializeContext): Record<string, unknown> {
  const target = context.content.byId.get(String(link.id));
  // Keys the editor set on the link itself (`key`, `text`, `variant`, `target`) are kept.
  const extra = Object.fromEntries(Object.entries(link).filter(([key]) => !computedLinkKeys.has(key)));
  const { id, link_type } = link;
  if (!target) {
    return { id, link_type, ...extra, isBroken: true, ...(context.brokenRoute ? { url: context.brokenRoute } : {}) };
  }
  const fields = context.fetchLinks.get(target.type);
  return {
    id: target.id,
    type: target.type,
    tags: target.tags,
    lang: target.lang,
    slug: target.slugs[0] ?? "-",
    first_publication_date: target.first_publication_date,
    last_publication_date: target.last_publication_date,
    ...(target.uid ? { uid: target.uid } : {}),
    ...(context.routes ? { url: resolveUrl(target, context) } : {}),
    ...(fields ? { data: pick(target.data, fields) } : {}),
    link_type,
    ...extra,
    isBroken: false,
  };
}

/** Completes every document link at any depth (fields, groups, slices, rich text spans). */
function completeLinks(value: unknown, context: SerializeContext): unknown {
  if (Array.isArray(value)) return value.map((item) => completeLinks(item, context));
  if (!isRecord(value)) return value;
  if (value.link_type === "Document" && typeof value.id === "string") return completeLink(value, context);
  return Object.fromEntries(Object.entries(value).map(([key, nested]) => [key, completeLinks(nested, context)]));
}

/** Text as a URL's query writes it (URLSearchParams: `application/x-www-form-urlencoded`), without building a URL. */
export function formEncode(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()~]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, "+");
}

/** A document's `href`: the query that answers it alone (a URL built per document cost more than the rest of its answer). */
function documentHref(id: string, context: Pick<SerializeContext, "endpoint" | "ref">): string {
  return `${context.endpoint}/documents/search?ref=${formEncode(context.ref)}&q=${formEncode(`[[:d = at(document.id, ${JSON.stringify(id)})]]`)}`;
}

/** A stored document in the exact shape the Content API answers with. */
export function serializeDocument(document: StoredDocument, context: SerializeContext) {
  const selected = context.fetch.get(document.type);
  const data = selected ? pick(document.data, selected) : document.data;
  const graph = context.graphQuery?.get(document.type);
  if (context.graphQuery) context = { ...context, fetchLinks: new Map() };
  const completed = completeLinks(data, context) as Record<string, unknown>;
  return {
    id: document.id,
    uid: document.uid,
    url: resolveUrl(document, context),
    type: document.type,
    href: documentHref(document.id, context),
    tags: document.tags,
    first_publication_date: document.first_publication_date,
    last_publication_date: document.last_publication_date,
    slugs: document.slugs,
    linked_documents: document.linked_documents,
    lang: document.lang,
    alternate_languages: document.alternate_languages,
    data: graph ? applySelection(completed, graph, linkedData(context)) : completed,
  };
}

/** Linked documents' data for graphQuery, their own links completed (without data: the query says what to add). */
function linkedData(context: SerializeContext): LinkedData {
  return (id) => {
    const target = context.content.byId.get(id);
    return target ? { type: target.type, data: completeLinks(target.data, context) as Record<string, unknown> } : undefined;
  };
}
