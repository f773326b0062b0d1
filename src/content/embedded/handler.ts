import { publicOrigin } from "@/server/security/client-address.mjs";
import { publicOriginOf } from "@/server/security/client-identity";
import { compilePredicate, PredicateError, type DocumentFilter } from "./filters";
import { gatedAssetUrls, redactGatedLinks } from "./gated";
import { isEmbeddedPreviewRef } from "./previews";
import { createQueryOrders, type QueryOrders } from "./query-order";
import { parseOrderings, parseQuery, QuerySyntaxError, type Ordering } from "./query-language";
import { getEmbeddedRepository, type EmbeddedContent, type EmbeddedRepository } from "./repository";
import { parseFieldSelection, parseRoutes, serializeDocument, type SerializeContext } from "./serialize";
import { GraphQuerySyntaxError, parseGraphQuery } from "./graph-query";
import { logger } from "@/lib/log";
import { processSingleton } from "@/lib/process-singleton";

const log = logger("embedded-prismic");

export type EmbeddedHandler = (request: Request) => Promise<Response>;

export interface EmbeddedHandlerOptions {
  repository?: EmbeddedRepository;
  /** Public endpoint: links to gated assets (ebooks behind a form) come out empty, as if unset. */
  redactGatedAssets?: boolean;
  /** Where each query's order is kept (default: one per process, shared by every handler over the same content). */
  orders?: QueryOrders;
}

// On globalThis: Next bundles pages and route handlers separately, and they read the same repository.
const queryOrders = processSingleton<QueryOrders>("embeddedPrismicQueryOrders");

function sharedQueryOrders(): QueryOrders {
  let orders = queryOrders.get();
  if (!orders) queryOrders.set((orders = createQueryOrders()));
  return orders;
}

const API_PATH = "/api/v2";
const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;
const LICENSE = "All Rights Reserved";

const searchFields = {
  ref: { type: "String", multiple: false },
  q: { type: "String", multiple: true },
  lang: { type: "String", multiple: false },
  page: { type: "Integer", multiple: false, default: "1" },
  pageSize: { type: "Integer", multiple: false, default: String(DEFAULT_PAGE_SIZE) },
  after: { type: "String", multiple: false },
  fetch: { type: "String", multiple: false },
  fetchLinks: { type: "String", multiple: false },
  graphQuery: { type: "String", multiple: false },
  orderings: { type: "String", multiple: false },
  routes: { type: "String", multiple: false },
  brokenRoute: { type: "String", multiple: false },
  access_token: { type: "String", multiple: false },
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      "content-type": "application/json; charset=utf-8",
      // Like the real API, any origin may read the content (browser clients, preview tools).
      "access-control-allow-origin": "*",
    },
  });
}

/** The Content API's answer to a query it cannot read (the client raises `ParsingError`). */
function parsingError(message: string, query: string, column = 1): Response {
  return json({ type: "parsing-error", message, pos: { line: 1, column, id: 1, location: query } }, 400);
}

function integer(value: string | null, fallback: number): number | null {
  if (value === null || value === "") return fallback;
  return /^\d+$/.test(value) ? Number(value) : null;
}

function repositoryBody(content: EmbeddedContent, endpoint: string) {
  const host = new URL(endpoint);
  return {
    refs: [{ id: "master", ref: content.masterRef, label: "Master", isMasterRef: true }],
    bookmarks: {},
    languages: content.languages,
    types: content.types,
    licenses: [],
    tags: content.tags,
    forms: {
      everything: {
        method: "GET",
        enctype: "application/x-www-form-urlencoded",
        action: `${endpoint}/documents/search`,
        fields: searchFields,
      },
      tags: {
        method: "GET",
        enctype: "application/x-www-form-urlencoded",
        action: `${endpoint}/tags`,
        fields: {},
      },
    },
    oauth_initiate: `${host.origin}/auth`,
    oauth_token: `${host.origin}/auth/token`,
    version: content.version,
    license: LICENSE,
    experiments: { draft: [], running: [] },
    integrationFieldsRef: null,
  };
}

function search(url: URL, content: EmbeddedContent, repository: EmbeddedRepository, orders: QueryOrders, endpoint: string, redactGated: boolean): Response {
  const params = url.searchParams;
  const ref = params.get("ref");
  if (!ref) {
    return json({ type: "api_validation_error", message: "The 'ref' parameter is required. Get the master ref from the API endpoint." }, 400);
  }
  // A known preview session reads the content files: offline, drafts are what `content/` holds.
  if (ref !== content.masterRef && !isEmbeddedPreviewRef(ref)) {
    if (repository.isExpiredRef(ref)) {
      return json(
        { type: "api_validation_error", message: `The provided ref is no longer accessible, it has expired. Master ref is: ${content.masterRef}` },
        410,
      );
    }
    return json(
      { type: "api_notfound_error", message: `Ref not found. Ensure you have the correct ref and try again. Master ref is: ${content.masterRef}` },
      404,
    );
  }

  const filters: DocumentFilter[] = [];
  for (const query of params.getAll("q")) {
    try {
      filters.push(...parseQuery(query).map((predicate) => compilePredicate(predicate, { documents: content.documents })));
    } catch (error) {
      if (error instanceof QuerySyntaxError) return parsingError(error.message, query, error.column);
      if (error instanceof PredicateError) return parsingError(`${error.message} in query '${query}'`, query);
      throw error;
    }
  }

  let orderings: Ordering[] = [];
  const orderingsParam = params.get("orderings");
  if (orderingsParam) {
    try {
      orderings = parseOrderings(orderingsParam);
    } catch (error) {
      if (error instanceof QuerySyntaxError) return parsingError(error.message, orderingsParam, error.column);
      throw error;
    }
  }

  const page = integer(params.get("page"), 1);
  const requestedPageSize = integer(params.get("pageSize"), DEFAULT_PAGE_SIZE);
  if (page === null || page < 1) return json({ type: "api_validation_error", message: "page must be a positive integer" }, 400);
  if (requestedPageSize === null || requestedPageSize < 1) {
    return json({ type: "api_validation_error", message: "pageSize must be a positive integer" }, 400);
  }
  // The real API serves at most 100 documents per page; larger sizes are capped.
  const pageSize = Math.min(requestedPageSize, MAX_PAGE_SIZE);

  const graphQuerySource = params.get("graphQuery");
  let graphQuery: SerializeContext["graphQuery"];
  if (graphQuerySource) {
    try {
      graphQuery = parseGraphQuery(graphQuerySource);
    } catch (error) {
      if (error instanceof GraphQuerySyntaxError) return parsingError(error.message, graphQuerySource, error.column);
      throw error;
    }
  }

  let context: SerializeContext;
  try {
    const routes = params.get("routes");
    context = {
      content,
      endpoint,
      ref,
      routes: routes ? parseRoutes(routes) : undefined,
      brokenRoute: params.get("brokenRoute") ?? undefined,
      fetchLinks: parseFieldSelection(params.get("fetchLinks")),
      fetch: parseFieldSelection(params.get("fetch")),
      graphQuery,
    };
  } catch (error) {
    return json({ type: "api_validation_error", message: (error as Error).message }, 400);
  }

  const lang = params.get("lang") || content.masterLanguage;
  const order = orders.order(content, JSON.stringify([params.getAll("q"), orderingsParam ?? ""]), lang, filters, orderings);
  const after = params.get("after");
  const index = after ? order.positionOf(after) : -1;
  const first = index >= 0 ? index + 1 : 0;
  const total = order.records.length - first;

  const totalPages = Math.ceil(total / pageSize);
  const results = order.records.slice(first + (page - 1) * pageSize, first + page * pageSize).map((record) => content.byId.get(record.id)!);
  const pageUrl = (target: number) => {
    const next = new URL(url);
    next.searchParams.set("page", String(target));
    next.searchParams.set("pageSize", String(pageSize));
    return next.toString();
  };
  return json({
    page,
    results_per_page: pageSize,
    results_size: results.length,
    total_results_size: total,
    total_pages: totalPages,
    next_page: page < totalPages ? pageUrl(page + 1) : null,
    prev_page: page > 1 && page <= totalPages + 1 ? pageUrl(page - 1) : null,
    results: results.map((document) => {
      const serialized = serializeDocument(document, context);
      return redactGated ? redactGatedLinks(serialized, gatedAssetUrls(content)) : serialized;
    }),
    version: content.version,
    license: LICENSE,
  });
}

/**
 * The URL on the site's public origin: the one the server's request hook vouches for (SITE_URL; on a
 * development server, the loopback name it was reached under), else a loopback Host (an unsealed request), else
 * the request's own URL (the in-process fetch).
 * Every absolute URL in an answer (forms' actions, next_page, prev_page) starts with it.
 */
function requestedUrl(request: Request): URL {
  const url = new URL(request.url);
  const origin =
    publicOriginOf(request) ??
    publicOrigin({ headers: { host: request.headers.get("host") ?? undefined }, encrypted: url.protocol === "https:", env: {} });
  if (!origin) return url;
  try {
    return new URL(`${url.pathname}${url.search}`, origin);
  } catch {
    return url;
  }
}

/**
 * The Content API over the embedded repository: the repository endpoint (`/api/v2`), its
 * `documents/search` and `tags` forms. It answers under any path prefix (`.../api/v2`) and
 * builds every URL it returns from the URL it was asked on.
 */
export function createEmbeddedHandler(options: EmbeddedHandlerOptions = {}): EmbeddedHandler {
  const orders = options.orders ?? sharedQueryOrders();
  return async (request) => {
    const url = requestedUrl(request);
    const at = url.pathname.indexOf(API_PATH);
    const rest = at >= 0 ? url.pathname.slice(at + API_PATH.length).replace(/\/+$/, "") : null;
    if (request.method !== "GET" && request.method !== "HEAD") {
      return json({ type: "api_validation_error", message: `Method ${request.method} is not allowed` }, 405);
    }
    if (rest === null || !["", "/documents/search", "/tags"].includes(rest)) {
      return json({ type: "not_found", message: `No API resource at ${url.pathname}` }, 404);
    }
    const repository = options.repository ?? getEmbeddedRepository();
    let content: EmbeddedContent;
    try {
      content = await repository.content();
    } catch (error) {
      log.error("the content could not be loaded", { err: error });
      return json({ type: "api_error", message: "The embedded content could not be loaded" }, 503);
    }
    const endpoint = `${url.origin}${url.pathname.slice(0, at + API_PATH.length)}`;
    if (rest === "") return json(repositoryBody(content, endpoint));
    if (rest === "/tags") return json(content.tags);
    return search(url, content, repository, orders, endpoint, options.redactGatedAssets === true);
  };
}
