import type { Kysely, Migration } from "kysely";

/**
 * An audit line names where it came from (the request's id, as on its log lines, and the client address the server
 * vouches for) and, for the sign-in by mail, which link it is about (`sign_in_link`: the SHA-256 of the link's
 * token, never the token), so that a link used twice or never issued can be told from one that expired.
 */
export const auditOrigins: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("admin_audit").addColumn("request_id", "text").execute();
    await db.schema.alterTable("admin_audit").addColumn("client_address", "text").execute();
    await db.schema.alterTable("admin_audit").addColumn("sign_in_link", "text").execute();
    await db.schema.createIndex("admin_audit_sign_in_link").on("admin_audit").column("sign_in_link").execute();
    await db.schema.createIndex("admin_audit_action_at").on("admin_audit").columns(["action", "at"]).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("admin_audit_action_at").execute();
    await db.schema.dropIndex("admin_audit_sign_in_link").execute();
    for (const column of ["sign_in_link", "client_address", "request_id"]) await db.schema.alterTable("admin_audit").dropColumn(column).execute();
  },
};
