import { errorResponse, nulRefusal } from "@/server/api/endpoint";
import { entriesOf, nulPath } from "@/server/security/nul";
import { getDb } from "@/server/db";
import { tableToCsv } from "@/server/export";
import { recordAudit } from "./audit";
import { CodesUploadError, MAX_CODES_FILE_BYTES, uploadCodes } from "./campaigns";
import { publishedCampaigns } from "./content-campaigns";
import { erasePerson, erasureAddressHash, InvalidErasureRequest, type ErasureCounts } from "./erase";
import { isLeadId, replayLeadDeliveries } from "./lead-detail";
import { leadsTable, parseLeadFilters } from "./leads";
import type { AdminSession } from "./session";
import { tableToXlsx } from "./xlsx";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A 303 back to a console page (relative: the browser resolves it against the address it used). */
const backTo = (path: string, params: Record<string, string | number> = {}) => {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
  return new Response(null, { status: 303, headers: { location: query ? `${path}?${query}` : path } });
};

const isForm = (request: Request) => /^(?:multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(request.headers.get("content-type") ?? "");
const notAForm = () => errorResponse(415, { code: "unsupported_media_type", message: "Send the console's form (multipart/form-data or application/x-www-form-urlencoded)." });
/**
 * The console form a request posts (multipart or urlencoded), or the answer to give instead: 415 for another body,
 * 400 for one that cannot be read or that holds a NUL in any field (the same on SQLite and PostgreSQL).
 */
export async function readConsoleForm(request: Request, { multipartOnly = false } = {}): Promise<FormData | Response> {
  const type = request.headers.get("content-type") ?? "";
  if (!(multipartOnly ? /^multipart\/form-data\b/i.test(type) : isForm(request))) return notAForm();
  const form = await request.formData().catch(() => null);
  if (!form) return errorResponse(400, { code: "invalid_body", message: "The form could not be read." });
  const nul = nulPath(entriesOf(form));
  return nul === null ? form : nulRefusal(nul);
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** The export's formats: CSV with commas, CSV with semicolons (spreadsheets in locales with decimal commas), XLSX. */
const EXPORT_FORMATS = {
  csv: { extension: "csv", type: "text/csv; charset=utf-8" },
  "csv-semicolon": { extension: "csv", type: "text/csv; charset=utf-8" },
  xlsx: { extension: "xlsx", type: XLSX_TYPE },
} as const;
type ExportFormat = keyof typeof EXPORT_FORMATS;
const isExportFormat = (value: string): value is ExportFormat => Object.hasOwn(EXPORT_FORMATS, value);

/**
 * GET /api/admin/leads/export/?format=csv|csv-semicolon|xlsx&<the leads page's filters>: every lead the filters select
 * as a download (CSV: UTF-8 with a BOM, CRLF, commas or semicolons; XLSX), audited as `leads_exported` with the format,
 * filters and row count.
 */
export async function exportLeads(request: Request, session: AdminSession): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const nul = nulPath(entriesOf(params));
  if (nul !== null) return nulRefusal(nul);
  const format = params.get("format") ?? "csv";
  if (!isExportFormat(format)) return errorResponse(400, { code: "invalid_value", field: "format", message: "format is csv, csv-semicolon or xlsx." });
  const filters = parseLeadFilters(params);
  const db = await getDb();
  // Read once: the file and the audited row count are the same rows.
  const table = await leadsTable(db, filters);
  const body = format === "xlsx" ? await tableToXlsx(table) : tableToCsv(table, { separator: format === "csv-semicolon" ? ";" : "," });
  await recordAudit(session, "leads_exported", { format, rows: table.rows.length, filters: { ...filters, page: undefined } });
  const name = `leads-${new Date().toISOString().slice(0, 10)}.${EXPORT_FORMATS[format].extension}`;
  return new Response(typeof body === "string" ? body : new Uint8Array(body), {
    status: 200,
    headers: {
      "content-type": EXPORT_FORMATS[format].type,
      "content-disposition": `attachment; filename="${name}"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}

/**
 * POST /api/admin/leads/erase/ (the confirmation page's form: `email`, `visitor` (optional redemption cookie),
 * `confirm=yes`): erases the person in one transaction, audits `person_erased` with the counts, and shows them. Without
 * the confirmation, or with something that is not an address, it goes back to the confirmation page and erases nothing.
 */
export async function eraseLead(request: Request, session: AdminSession): Promise<Response> {
  const form = await readConsoleForm(request);
  if (form instanceof Response) return form;
  const email = field(form, "email");
  const visitor = field(form, "visitor");
  if (field(form, "confirm") !== "yes") return backTo("/admin/leads/erase/", { email, error: "confirm" });
  let counts: ErasureCounts;
  try {
    counts = await erasePerson(await getDb(), { email, redemptionVisitor: visitor || null });
  } catch (error) {
    if (error instanceof InvalidErasureRequest) return backTo("/admin/leads/erase/", { error: "email" });
    throw error;
  }
  await recordAudit(session, "person_erased", { emailSha256: erasureAddressHash(email), redemptionVisitor: visitor !== "", counts: { ...counts } });
  return backTo("/admin/leads/erase/", { erased: "1", ...counts });
}

/**
 * POST /api/admin/leads/replay/ (the lead page's buttons: `lead`, and `delivery` for one entry): gives the lead's
 * parked or given-up deliveries a fresh start (see `replayLeadDeliveries`; audited) and returns to the lead's page with
 * how many. A lead or delivery id that cannot be one is a 404, as an unknown lead's page is.
 */
export async function replayLead(request: Request, session: AdminSession): Promise<Response> {
  const form = await readConsoleForm(request);
  if (form instanceof Response) return form;
  const lead = field(form, "lead");
  const delivery = field(form, "delivery");
  if (!isLeadId(lead) || (delivery !== "" && !isLeadId(delivery))) {
    return errorResponse(404, { code: "not_found", message: "No such lead." });
  }
  const replayed = await replayLeadDeliveries(session, { lead, delivery: delivery || undefined });
  return backTo(`/admin/leads/${encodeURIComponent(lead)}/`, { replayed });
}

/**
 * POST /api/admin/campaigns/upload/ (multipart: `campaign`, `file`): adds App Store Connect's offer codes to the pool
 * of a campaign the content publishes, as `npm run codes:import` does, audits `codes_uploaded`, and returns to the
 * campaigns page with what happened (an unknown campaign goes back with `error=unknown_campaign`, nothing stored).
 */
export async function uploadCampaignCodes(request: Request, session: AdminSession): Promise<Response> {
  const form = await readConsoleForm(request, { multipartOnly: true });
  if (form instanceof Response) return form;
  const campaign = field(form, "campaign");
  const file = form.get("file");
  if (!(file instanceof Blob) || file.size === 0) return backTo("/admin/campaigns/", { error: "no_codes", campaign });
  if (file.size > MAX_CODES_FILE_BYTES) return backTo("/admin/campaigns/", { error: "file_too_large", campaign });
  try {
    const upload = await uploadCodes(await getDb(), campaign, await file.text(), await publishedCampaigns());
    await recordAudit(session, "codes_uploaded", { campaign, read: upload.read, added: upload.added, skipped: upload.skipped, invalid: upload.invalid });
    return backTo("/admin/campaigns/", { campaign, added: upload.added, skipped: upload.skipped, invalid: upload.invalid, duplicates: upload.duplicates });
  } catch (error) {
    if (error instanceof CodesUploadError) return backTo("/admin/campaigns/", { error: error.code, campaign });
    throw error;
  }
}
