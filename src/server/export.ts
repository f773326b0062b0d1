import type { Db } from "./db";
import type { Submission } from "./db/schema";

const trafficColumns = ["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term", "landingPage", "referrer", "gclid", "msclkid", "conversionPage"];
const leadingColumns = ["firstName", "lastName", "email", "company", "companyName", "jobTitle", "phone", "country"];

export interface ExportOptions {
  kinds?: string[];
  /** ISO date or time: only submissions created at or after it. */
  since?: string;
  includeSpam?: boolean;
}

/** What a spreadsheet may skip before it reads a formula: spaces, controls (NUL, tab, CR), invisible characters (U+200B, U+FEFF). */
const SKIPPED_LEAD = /^[\s\p{Cc}\p{Cf}]*/u;
/** The characters that start a formula, in ASCII and full width. */
const FORMULA_START = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * Whether a spreadsheet could read the text as a formula: its first character that is not skipped is
 * = + - @ (`=`, ` =`, `\u200b=`, `\0=`), or a tab or CR leads it.
 */
export function looksLikeFormula(text: string): boolean {
  const lead = SKIPPED_LEAD.exec(text)?.[0] ?? "";
  return /[\t\r]/.test(lead) || FORMULA_START.test(text.slice(lead.length));
}

/** A cell as RFC 4180 wants it; anything a spreadsheet could run as a formula is defused with a leading `'`. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "string" ? value : typeof value === "object" ? JSON.stringify(value) : String(value);
  if (looksLikeFormula(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The visitor's own fields of a submission: a form's `fields` and `hidden`, or the payload itself. */
function visitorFields(payload: Record<string, unknown>): Record<string, unknown> {
  const fields = payload.fields && typeof payload.fields === "object" ? (payload.fields as Record<string, unknown>) : payload;
  const hidden = payload.hidden && typeof payload.hidden === "object" ? (payload.hidden as Record<string, unknown>) : {};
  return Object.fromEntries(Object.entries({ ...hidden, ...fields }).filter(([key]) => key !== "fields" && key !== "hidden"));
}

/**
 * Every stored submission as CSV (header row first): when and what, the visitor's fields as
 * columns (hidden campaign fields included), the stored traffic source as `traffic_*` columns, and
 * where each downstream delivery stands.
 */
export async function exportSubmissionsCsv(db: Db, options: ExportOptions = {}): Promise<string> {
  let query = db.selectFrom("submissions").selectAll().orderBy("created_at").orderBy("id");
  if (options.kinds?.length) query = query.where("kind", "in", options.kinds as Submission["kind"][]);
  if (options.since) query = query.where("created_at", ">=", new Date(options.since).toISOString());
  if (!options.includeSpam) query = query.where("is_spam", "=", 0);
  const submissions = await query.execute();

  const deliveries = new Map<string, string[]>();
  for (const entry of await db.selectFrom("outbox").select(["submission_id", "destination", "status"]).orderBy("destination").execute()) {
    deliveries.set(entry.submission_id, [...(deliveries.get(entry.submission_id) ?? []), `${entry.destination}:${entry.status}`]);
  }

  const rows = submissions.map((submission) => ({
    submission,
    fields: visitorFields(JSON.parse(submission.payload) as Record<string, unknown>),
    traffic: submission.traffic_source ? (JSON.parse(submission.traffic_source) as Record<string, unknown>) : {},
  }));
  const seen = new Set(rows.flatMap((row) => Object.keys(row.fields)));
  const fieldColumns = [...leadingColumns.filter((column) => seen.has(column)), ...[...seen].filter((column) => !leadingColumns.includes(column)).sort()];

  const header = ["id", "created_at", "kind", "form_type", "form_id", "locale", ...fieldColumns, ...trafficColumns.map((column) => `traffic_${column}`), "deliveries", ...(options.includeSpam ? ["is_spam"] : [])];
  const lines = [header.map(cell).join(",")];
  for (const { submission, fields, traffic } of rows) {
    lines.push(
      [
        submission.id,
        submission.created_at,
        submission.kind,
        submission.form_type,
        submission.form_id,
        submission.locale,
        ...fieldColumns.map((column) => fields[column] ?? (column === "email" ? submission.email : undefined)),
        ...trafficColumns.map((column) => traffic[column]),
        (deliveries.get(submission.id) ?? []).join(" "),
        ...(options.includeSpam ? [submission.is_spam] : []),
      ]
        .map(cell)
        .join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}
