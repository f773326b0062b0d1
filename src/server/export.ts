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
export function visitorFields(payload: Record<string, unknown>): Record<string, unknown> {
  const fields = payload.fields && typeof payload.fields === "object" ? (payload.fields as Record<string, unknown>) : payload;
  const hidden = payload.hidden && typeof payload.hidden === "object" ? (payload.hidden as Record<string, unknown>) : {};
  return Object.fromEntries(Object.entries({ ...hidden, ...fields }).filter(([key]) => key !== "fields" && key !== "hidden"));
}

/** A table of submissions: the header, then one row of cell values per submission. */
export interface SubmissionsTable {
  header: string[];
  rows: unknown[][];
}

/** The byte-order mark that makes Excel read a CSV file as UTF-8 (else it garbles "Müller" and "Françoise"). */
export const UTF8_BOM = "\uFEFF";

/** How each delivery of the submissions stands (`destination:status`), read in chunks of ids. */
async function deliveriesOf(db: Db, ids: string[]): Promise<Map<string, string[]>> {
  const deliveries = new Map<string, string[]>();
  for (let start = 0; start < ids.length; start += 500) {
    const entries = await db
      .selectFrom("outbox")
      .select(["submission_id", "destination", "status"])
      .where("submission_id", "in", ids.slice(start, start + 500))
      .orderBy("destination")
      .execute();
    for (const entry of entries) deliveries.set(entry.submission_id, [...(deliveries.get(entry.submission_id) ?? []), `${entry.destination}:${entry.status}`]);
  }
  return deliveries;
}

/**
 * Submissions as a table: when and what, the visitor's fields as columns (hidden campaign fields included), the
 * stored traffic source as `traffic_*` columns, and where each downstream delivery stands.
 */
export async function submissionsTable(db: Db, submissions: Submission[], options: { includeSpam?: boolean } = {}): Promise<SubmissionsTable> {
  const deliveries = await deliveriesOf(db, submissions.map((submission) => submission.id));
  const parsed = submissions.map((submission) => ({
    submission,
    fields: visitorFields(JSON.parse(submission.payload) as Record<string, unknown>),
    traffic: submission.traffic_source ? (JSON.parse(submission.traffic_source) as Record<string, unknown>) : {},
  }));
  const seen = new Set(parsed.flatMap((row) => Object.keys(row.fields)));
  const fieldColumns = [...leadingColumns.filter((column) => seen.has(column)), ...[...seen].filter((column) => !leadingColumns.includes(column)).sort()];

  const header = ["id", "created_at", "kind", "form_type", "form_id", "locale", ...fieldColumns, ...trafficColumns.map((column) => `traffic_${column}`), "deliveries", ...(options.includeSpam ? ["is_spam"] : [])];
  const rows = parsed.map(({ submission, fields, traffic }) => [
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
  ]);
  return { header, rows };
}

/** A table as CSV for spreadsheets: UTF-8 with a byte-order mark, CRLF line ends, formulas defused. */
export function tableToCsv(table: SubmissionsTable): string {
  const lines = [table.header, ...table.rows].map((row) => row.map(cell).join(","));
  return `${UTF8_BOM}${lines.join("\r\n")}\r\n`;
}

/** Every stored submission as CSV (see `submissionsTable` and `tableToCsv`), oldest first. */
export async function exportSubmissionsCsv(db: Db, options: ExportOptions = {}): Promise<string> {
  let query = db.selectFrom("submissions").selectAll().orderBy("created_at").orderBy("id");
  if (options.kinds?.length) query = query.where("kind", "in", options.kinds as Submission["kind"][]);
  if (options.since) query = query.where("created_at", ">=", new Date(options.since).toISOString());
  if (!options.includeSpam) query = query.where("is_spam", "=", 0);
  return tableToCsv(await submissionsTable(db, await query.execute(), { includeSpam: options.includeSpam }));
}
