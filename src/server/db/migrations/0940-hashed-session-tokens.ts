import { createHash } from "node:crypto";
import type { Kysely, Migration } from "kysely";

/**
 * Console sessions keep the SHA-256 (base64url) of their token, not the token (src/server/admin/session-tokens.ts):
 * the rows written before are hashed in place, so the sessions they belong to stay signed in. The hash is computed
 * here, not imported: a migration must keep doing what it did when it shipped.
 */
export const hashedSessionTokens: Migration = {
  async up(db: Kysely<unknown>) {
    const sessions = db as unknown as Kysely<{ admin_session: { id: string; token: string } }>;
    const rows = await sessions.selectFrom("admin_session").select(["id", "token"]).execute();
    for (const row of rows) {
      await sessions
        .updateTable("admin_session")
        .set({ token: createHash("sha256").update(row.token).digest("base64url") })
        .where("id", "=", row.id)
        .execute();
    }
  },
  // A hash cannot be turned back into its token: going down signs every console session out.
  async down(db: Kysely<unknown>) {
    await (db as unknown as Kysely<{ admin_session: { id: string } }>).deleteFrom("admin_session").execute();
  },
};
