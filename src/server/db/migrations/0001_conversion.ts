import type { Kysely, Migration } from "kysely";

/** Submissions, their outbox, newsletter subscriptions and the embedded downstream systems. */
export const conversion: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("submissions")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("kind", "text", (col) => col.notNull())
      .addColumn("form_type", "text")
      .addColumn("form_id", "text")
      .addColumn("locale", "text", (col) => col.notNull())
      .addColumn("email", "text")
      .addColumn("payload", "text", (col) => col.notNull())
      .addColumn("traffic_source", "text")
      .addColumn("is_spam", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("created_at", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("submissions_created_at").on("submissions").column("created_at").execute();
    await db.schema.createIndex("submissions_email").on("submissions").column("email").execute();

    await db.schema
      .createTable("outbox")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("submission_id", "text", (col) => col.notNull().references("submissions.id"))
      .addColumn("destination", "text", (col) => col.notNull())
      .addColumn("message", "text", (col) => col.notNull())
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("next_attempt_at", "text", (col) => col.notNull())
      .addColumn("locked_until", "text")
      .addColumn("claim_token", "text")
      .addColumn("last_error", "text")
      .addColumn("result", "text")
      .addColumn("forwarded_at", "text")
      .addColumn("created_at", "text", (col) => col.notNull())
      .addUniqueConstraint("outbox_submission_destination", ["submission_id", "destination"])
      .execute();
    await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();

    await db.schema
      .createTable("newsletter_subscriptions")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("email", "text", (col) => col.notNull().unique())
      .addColumn("language", "text", (col) => col.notNull())
      .addColumn("topics", "text", (col) => col.notNull())
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .execute();

    await db.schema
      .createTable("assessment_pdfs")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("submission_id", "text", (col) => col.notNull().references("submissions.id"))
      .addColumn("file_name", "text", (col) => col.notNull())
      .addColumn("size_bytes", "integer", (col) => col.notNull())
      .addColumn("content_base64", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .execute();

    await db.schema
      .createTable("outgoing_email")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("recipient", "text", (col) => col.notNull())
      .addColumn("subject", "text", (col) => col.notNull())
      .addColumn("body", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .execute();

    for (const table of ["learning_app_accounts", "learning_app_course_registrations"] as const) {
      let builder = db.schema
        .createTable(table)
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("idempotency_key", "text", (col) => col.notNull().unique());
      if (table === "learning_app_accounts") builder = builder.addColumn("company_name", "text", (col) => col.notNull());
      else builder = builder.addColumn("group_id", "text", (col) => col.notNull());
      await builder
        .addColumn("email", "text")
        .addColumn("first_name", "text")
        .addColumn("last_name", "text")
        .addColumn("phone", "text")
        .addColumn("lang", "text", (col) => col.notNull())
        .addColumn("password_hash", "text")
        .addColumn("created_at", "text", (col) => col.notNull())
        .execute();
    }

    await db.schema
      .createTable("embedded_deliveries")
      .addColumn("idempotency_key", "text", (col) => col.primaryKey())
      .addColumn("destination", "text", (col) => col.notNull())
      .addColumn("payload", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      "embedded_deliveries",
      "learning_app_course_registrations",
      "learning_app_accounts",
      "outgoing_email",
      "assessment_pdfs",
      "newsletter_subscriptions",
      "outbox",
      "submissions",
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
