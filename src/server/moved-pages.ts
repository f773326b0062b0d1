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
