import { sql, type Kysely, type Migration } from "kysely";

/**
 * The console's sign-in (better-auth's four tables, under `admin_` names with snake_case columns: see
 * src/server/admin/auth.ts) and its audit log. Times are `timestamptz` and flags `boolean`: PostgreSQL gets real
 * ones (better-auth writes Date and boolean there), SQLite keeps ISO text and 0/1 under the same names.
 */
export const adminConsole: Migration = {
  async up(db: Kysely<unknown>) {
    const time = sql`timestamptz`;
    await db.schema
      .createTable("admin_user")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("email", "text", (col) => col.notNull().unique())
      .addColumn("email_verified", "boolean", (col) => col.notNull())
      .addColumn("image", "text")
      .addColumn("created_at", time, (col) => col.notNull())
      .addColumn("updated_at", time, (col) => col.notNull())
      .execute();
    await db.schema
      .createTable("admin_session")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("expires_at", time, (col) => col.notNull())
      .addColumn("token", "text", (col) => col.notNull().unique())
      .addColumn("created_at", time, (col) => col.notNull())
      .addColumn("updated_at", time, (col) => col.notNull())
      .addColumn("ip_address", "text")
      .addColumn("user_agent", "text")
      .addColumn("user_id", "text", (col) => col.notNull().references("admin_user.id").onDelete("cascade"))
      .execute();
    await db.schema.createIndex("admin_session_user").on("admin_session").column("user_id").execute();
    await db.schema
      .createTable("admin_account")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("account_id", "text", (col) => col.notNull())
      .addColumn("provider_id", "text", (col) => col.notNull())
      .addColumn("user_id", "text", (col) => col.notNull().references("admin_user.id").onDelete("cascade"))
      .addColumn("access_token", "text")
      .addColumn("refresh_token", "text")
      .addColumn("id_token", "text")
      .addColumn("access_token_expires_at", time)
      .addColumn("refresh_token_expires_at", time)
      .addColumn("scope", "text")
      .addColumn("password", "text")
      .addColumn("created_at", time, (col) => col.notNull())
      .addColumn("updated_at", time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex("admin_account_user").on("admin_account").column("user_id").execute();
    await db.schema
      .createTable("admin_verification")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("identifier", "text", (col) => col.notNull())
      .addColumn("value", "text", (col) => col.notNull())
      .addColumn("expires_at", time, (col) => col.notNull())
      .addColumn("created_at", time, (col) => col.notNull())
      .addColumn("updated_at", time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex("admin_verification_identifier").on("admin_verification").column("identifier").execute();
    await db.schema
      .createTable("admin_audit")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("at", "text", (col) => col.notNull())
      .addColumn("email", "text", (col) => col.notNull())
      .addColumn("session_id", "text")
      .addColumn("action", "text", (col) => col.notNull())
      .addColumn("detail", "text")
      .execute();
    await db.schema.createIndex("admin_audit_at").on("admin_audit").column("at").execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ["admin_audit", "admin_verification", "admin_account", "admin_session", "admin_user"]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
