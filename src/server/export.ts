import type { Db } from "./db";
import type { Submission } from "./db/schema";
import { leadOfRow } from "./leads/columns";

const trafficColumns = ["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term", "landingPage", "referrer", "gclid", "msclkid", "conversionPage"];
/** The lead's fields, one column each under their one name (src/lib/leads/lead.ts), in the order a person reads them. */
const fieldColumns = ["firstName", "lastName", "email", "company", "jobTitle", "companySize", "phone", "country", "message", "marketingOptIn"] as const;

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

/**
 * What separates a CSV file's cells: a comma, or a semicolon for spreadsheets whose locale writes decimals with a
 * comma (Excel in German or French reads a comma file as one column).
 */
export type CsvSeparator = "," | ";";

/** A cell as RFC 4180 wants it; anything a spreadsheet could run as a formula is defused with a leading `'`. */
function cell(value: unknown, separator: CsvSeparator): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "string" ? value : typeof value === "object" ? JSON.stringify(value) : String(value);
  if (looksLikeFormula(text)) text = `'${text}`;
  return /["\r\n]/.test(text) || text.includes(separator) ? `"${text.replace(/"/g, '""')}"` : text;
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
 * Submissions as a table: when and what, the lead's fields (one `email`, one `company`...), its attribution and page,
 * the form's own answers as `answer_*` columns, the stored traffic source as `traffic_*` columns, and where each
 * downstream delivery stands.
 */
export async function submissionsTable(db: Db, submissions: Submission[], options: { includeSpam?: boolean } = {}): Promise<SubmissionsTable> {
  const deliveries = await deliveriesOf(db, submissions.map((submission) => submission.id));
  const leads = submissions.map(leadOfRow);
  const answerColumns = [...new Set(leads.flatMap((lead) => Object.keys(lead.answers)))].sort();
  const header = [
    "id",
    "created_at",
    "kind",
    "form_type",
    "form_id",
    "locale",
    ...fieldColumns,
    "page",
    "source",
    "medium",
    "campaign",
    ...answerColumns.map((column) => `answer_${column}`),
    ...trafficColumns.map((column) => `traffic_${column}`),
    "deliveries",
    ...(options.includeSpam ? ["is_spam"] : []),
  ];
  const rows = submissions.map((submission, index) => {
    const lead = leads[index]!;
    const traffic = (lead.source ?? {}) as Record<string, unknown>;
    return [
      submission.id,
      submission.created_at,
      submission.kind,
      lead.formType,
      submission.form_id,
      submission.locale,
      ...fieldColumns.map((column) => lead.fields[column]),
      lead.page,
      submission.source,
      submission.medium,
      submission.campaign,
      ...answerColumns.map((column) => lead.answers[column]),
      ...trafficColumns.map((column) => traffic[column]),
      (deliveries.get(submission.id) ?? []).join(" "),
      ...(options.includeSpam ? [submission.is_spam] : []),
    ];
  });
  return { header, rows };
}

/** A table as CSV for spreadsheets: UTF-8 with a byte-order mark, CRLF line ends, formulas defused; commas or semicolons. */
export function tableToCsv(table: SubmissionsTable, options: { separator?: CsvSeparator } = {}): string {
  const separator = options.separator ?? ",";
  const lines = [table.header, ...table.rows].map((row) => row.map((value) => cell(value, separator)).join(separator));
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
