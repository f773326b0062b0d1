import type { Db } from "./db";

/** A published document's page moved from one path to another. */
export interface PageMove {
  from: string;
  to: string;
  documentId: string;
}

/**
 * Records moved pages so their old paths redirect. Chains collapse (a page moved twice redirects its
 * first path straight to the last), and a path that is in use again stops redirecting.
 */
export async function recordPageMoves(db: Db, moves: PageMove[], now = new Date()): Promise<void> {
  const movedAt = now.toISOString();
  for (const move of moves) {
    if (move.from === move.to) continue;
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom("moved_pages").where("from_path", "=", move.to).execute();
      await trx.updateTable("moved_pages").set({ to_path: move.to, moved_at: movedAt }).where("to_path", "=", move.from).execute();
      await trx
        .insertInto("moved_pages")
        .values({ from_path: move.from, to_path: move.to, document_id: move.documentId, moved_at: movedAt })
        .onConflict((conflict) => conflict.column("from_path").doUpdateSet({ to_path: move.to, document_id: move.documentId, moved_at: movedAt }))
        .execute();
      await trx.deleteFrom("moved_pages").whereRef("from_path", "=", "to_path").execute();
    });
  }
}

/** Every recorded move: old path → new path. */
export async function listPageMoves(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom("moved_pages").select(["from_path", "to_path"]).execute();
  return new Map(rows.map((row) => [row.from_path, row.to_path]));
}

/** Published pages live at these paths: a move recorded away from one of them no longer redirects it. */
export async function releaseLivePaths(db: Db, paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  await db.deleteFrom("moved_pages").where("from_path", "in", paths).execute();
}

/** A published page's path, as a publication or the route index saw it. */
export interface DocumentPath {
  documentId: string;
  path: string;
}

/** The paths these documents were last seen at (documents never seen are absent). */
export async function knownDocumentPaths(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("document_paths").select(["document_id", "path"]).where("document_id", "in", [...ids]).execute();
  return new Map(rows.map((row) => [row.document_id, row.path]));
}

/**
 * Remembers where pages are. A publication overwrites (`replace`: it is the change); a server starting only
 * adds pages not known yet, since its listing may already show a change whose webhook has not arrived.
 */
export async function rememberDocumentPaths(db: Db, paths: readonly DocumentPath[], { replace }: { replace: boolean }, now = new Date()): Promise<void> {
  const seenAt = now.toISOString();
  // One row per document (the last path given wins): a row may be written once per statement.
  const unique = [...new Map(paths.map((entry) => [entry.documentId, entry])).values()];
  for (let start = 0; start < unique.length; start += 200) {
    const rows = unique.slice(start, start + 200).map((entry) => ({ document_id: entry.documentId, path: entry.path, seen_at: seenAt }));
    await db
      .insertInto("document_paths")
      .values(rows)
      .onConflict((conflict) =>
        replace ? conflict.column("document_id").doUpdateSet((eb) => ({ path: eb.ref("excluded.path"), seen_at: eb.ref("excluded.seen_at") })) : conflict.column("document_id").doNothing(),
      )
      .execute();
  }
}

/** Unpublished documents have no path any more. */
export async function forgetDocumentPaths(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom("document_paths").where("document_id", "in", [...ids]).execute();
}
