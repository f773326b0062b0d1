import * as prismic from "@prismicio/client";
import { localeFromPrismicLang, localePrefixes } from "@/routing/locales";
import { linkResolver } from "@/routing/link-resolver";
import { getDb } from "@/server/db";
import { listPageMoves } from "@/server/moved-pages";
import { createPrismicClient } from "./client";
import { contentTable } from "./content-table";
import { listAll } from "./list-all";
import { logger } from "@/lib/log";

const log = logger("redirects");

export type RedirectStatus = 301 | 302 | 307 | 308;
export interface Redirect {
  /** Public path, with its locale prefix and a trailing slash. */
  from: string;
  /** A site path or an absolute URL. */
  to: string;
  status: RedirectStatus;
}

const STATUSES = new Set([301, 302, 307, 308]);
const TABLE_TTL_MS = 60_000;

/** `/Old Page` → `/Old%20Page/`: the form the proxy compares (encoded as browsers send it, trailing slash). */
export function normalizeRedirectPath(path: string): string | null {
  const trimmed = path.trim();
  if (!trimmed.startsWith("/") || trimmed.startsWith("//") || trimmed.length > 500) return null;
  const withoutQuery = trimmed.split(/[?#]/)[0];
  let encoded: string;
  try {
    encoded = encodeURI(decodeURI(withoutQuery));
  } catch {
    return null;
  }
  return encoded.endsWith("/") ? encoded : `${encoded}/`;
}

interface RedirectDocumentData {
  from?: unknown;
  to?: unknown;
  status?: unknown;
}

/**
 * A redirect document as a table entry: `from` is a path in the document's language (the locale
 * prefix is added unless it is there), `to` a document (its page) or a web address. Null for an
 * entry that cannot work (no from, nowhere to go, a loop).
 */
export function redirectFromDocument(document: { lang: string; data: RedirectDocumentData }): Redirect | null {
  const locale = localeFromPrismicLang(document.lang);
  if (!locale || typeof document.data.from !== "string") return null;
  const path = normalizeRedirectPath(document.data.from);
  if (!path) return null;
  const prefix = localePrefixes[locale];
  const from = prefix && !(path === `${prefix}/` || path.startsWith(`${prefix}/`)) ? `${prefix}${path}` : path;
  const link = document.data.to as prismic.LinkField | undefined;
  let to: string | null = null;
  if (link && link.link_type === "Document" && "id" in link) to = (link as { isBroken?: boolean }).isBroken ? null : linkResolver(link as never);
  else if (link && link.link_type === "Web" && "url" in link && /^https?:\/\//.test(String(link.url))) to = String(link.url);
  if (!to || to === from) return null;
  const status = Number(document.data.status);
  return { from, to, status: (STATUSES.has(status) ? status : 301) as RedirectStatus };
}

/** Pages that moved when their document got a new uid (recorded by the webhook); none when the database cannot be read. */
async function movedPages(): Promise<Map<string, string>> {
  try {
    return await listPageMoves(await getDb());
  } catch (error) {
    log.error("moved pages could not be read", { err: error });
    return new Map();
  }
}

async function loadTable(): Promise<Map<string, Redirect>> {
  const [documents, moves] = await Promise.all([
    listAll(createPrismicClient(), { filters: [prismic.filter.at("document.type", "redirect")], lang: "*" }),
    movedPages(),
  ]);
  const table = new Map<string, Redirect>();
  for (const [path, to] of moves) {
    const from = normalizeRedirectPath(path);
    if (from && from !== to) table.set(from, { from, to, status: 301 });
  }
  // Oldest first: a newer document for the same path wins, and any redirect document wins over a moved page.
  for (const document of [...documents].sort((a, b) => (a.first_publication_date < b.first_publication_date ? -1 : 1))) {
    const redirect = redirectFromDocument(document as unknown as { lang: string; data: RedirectDocumentData });
    if (redirect) table.set(redirect.from, redirect);
  }
  return table;
}

/** One table per process (the proxy and the webhook's route are bundled apart): the webhook's clearing reaches the proxy. */
const redirectTable = contentTable({ name: "redirects", load: loadTable, ttlMs: TABLE_TTL_MS, fallback: new Map<string, Redirect>() });

/**
 * The redirect for a public path, from the `redirect` documents the marketing team edits and the pages
 * that moved when their document's uid changed. The table
 * is read once, refreshed in the background after a minute and dropped by the revalidation webhook;
 * when the content system cannot be asked, no redirect applies and the page answers as usual.
 */
export async function findRedirect(pathname: string, now = Date.now()): Promise<Redirect | null> {
  const key = normalizeRedirectPath(pathname);
  return key ? ((await redirectTable.get(now)).get(key) ?? null) : null;
}

/** Forgets the table: the next request reads the redirects again (the revalidation webhook). */
export function clearRedirectTable(): void {
  redirectTable.clear();
}
