import { randomUUID } from "node:crypto";
import type { AssessmentPayload } from "@/lib/forms/payloads";
import { getDb, nowIso, type Db } from "./db";
import { siteUrl } from "@/config/site";
import { isLocale, type Locale } from "@/routing/locales";
import { buildPath } from "@/routing/routes";
import { newLead, type Lead } from "@/lib/leads/lead";
import { receiveLead } from "./leads/intake";
import { deliveriesOf } from "./leads/routing";
import { queueDeliveries, replaceLead } from "./leads/store";
import { mailDelivery } from "./mail/queue";
import { kickOutbox } from "./outbox/worker";

type AssessmentInput = Omit<AssessmentPayload, "website">;
export type AssessmentResult = { status: "stored"; id: string } | { status: "conflict" };

/** An assessment as a lead: its answers (themes and overall level) and, when given, the visitor's address. */
function assessmentLead(assessment: AssessmentInput): Lead {
  const { trafficSource, assessmentId: _id, email, locale, marketingOptIn, ...answers } = assessment;
  const fields = { ...(email ? { email } : {}), ...(marketingOptIn !== undefined ? { marketingOptIn } : {}) };
  return newLead({ kind: "assessment", formType: "maturity_model", locale, fields, answers, source: trafficSource });
}

/** Rewrites a stored assessment with changed answers; false when no assessment has this id. */
async function updateAssessment(db: Db, id: string, assessment: AssessmentInput, isSpam: boolean): Promise<boolean> {
  const lead = assessmentLead(assessment);
  return replaceLead(db, id, lead, await deliveriesOf(lead, { submissionId: id }), { isSpam });
}

/**
 * Stores a completed maturity-model assessment. Named by the browser (`assessmentId`), it is stored
 * once and updated by every later request: a reload or a changed answer never adds a row. An id
 * already used by another kind of submission is a conflict.
 */
export async function recordAssessment(assessment: AssessmentInput, options: { db?: Db; isSpam?: boolean } = {}): Promise<AssessmentResult> {
  const db = options.db ?? (await getDb());
  const isSpam = options.isSpam ?? false;
  const { assessmentId } = assessment;
  if (assessmentId && (await updateAssessment(db, assessmentId, assessment, isSpam))) return { status: "stored", id: assessmentId };
  try {
    const { submissionId } = await receiveLead(assessmentLead(assessment), { db, id: assessmentId, isSpam });
    return { status: "stored", id: submissionId };
  } catch (error) {
    if (!assessmentId) throw error;
    // Two requests for one new assessment at once (a reload mid-request): the other stored it first.
    if (await updateAssessment(db, assessmentId, assessment, isSpam)) return { status: "stored", id: assessmentId };
    const taken = await db.selectFrom("submissions").select("id").where("id", "=", assessmentId).executeTakeFirst();
    if (taken) return { status: "conflict" };
    throw error;
  }
}

/**
 * Who asked for an assessment's report: the address sent with the assessment, else the report form's lead that
 * names it (its hidden `assessment_id`, the page's flow: the form is filled after the answers are stored).
 */
async function reportRecipient(db: Db, assessment: { id: string; email: string | null; locale: string }): Promise<{ to: string; locale: Locale } | null> {
  if (assessment.email && isLocale(assessment.locale)) return { to: assessment.email, locale: assessment.locale };
  const lead = await db
    .selectFrom("submissions")
    .select(["email", "locale"])
    .where("kind", "=", "form")
    .where("form_type", "=", "maturity_model")
    .where("is_spam", "=", 0)
    .where("email", "is not", null)
    // The id is a UUID (checked by the payload's schema): nothing in it can escape the pattern.
    .where("payload", "like", `%"assessment_id":"${assessment.id}"%`)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  return lead?.email && isLocale(lead.locale) ? { to: lead.email, locale: lead.locale } : null;
}

export type PdfUploadResult = { status: "stored"; pdfId: string } | { status: "unknown_assessment" } | { status: "not_a_pdf" } | { status: "too_large" };

/**
 * Keeps the PDF the browser generated for an assessment (checked: a real PDF, within the limit) and, when the
 * assessment left an address, mails it: once per assessment, however often the report is uploaded again.
 */
export async function storeAssessmentPdf(
  upload: { assessmentId: string; fileName?: string; pdfBase64: string },
  maxBytes: number,
  options: { db?: Db } = {},
): Promise<PdfUploadResult> {
  const bytes = Buffer.from(upload.pdfBase64, "base64");
  if (bytes.length > maxBytes) return { status: "too_large" };
  if (bytes.subarray(0, 5).toString("latin1") !== "%PDF-") return { status: "not_a_pdf" };
  const db = options.db ?? (await getDb());
  const assessment = await db
    .selectFrom("submissions")
    .select(["id", "email", "locale", "is_spam"])
    .where("id", "=", upload.assessmentId)
    .where("kind", "=", "assessment")
    .executeTakeFirst();
  if (!assessment) return { status: "unknown_assessment" };
  const pdfId = randomUUID();
  const mailTo = assessment.is_spam ? null : await reportRecipient(db, assessment);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("assessment_pdfs")
      .values({
        id: pdfId,
        submission_id: assessment.id,
        file_name: upload.fileName ?? "maturity-model.pdf",
        size_bytes: bytes.length,
        content_base64: bytes.toString("base64"),
        created_at: nowIso(),
      })
      .execute();
    if (mailTo) {
      const assessmentUrl = `${siteUrl}${buildPath("maturity_model", mailTo.locale)}`;
      await queueDeliveries(trx, assessment.id, [mailDelivery({ template: "maturity_report", ...mailTo, pdfId, assessmentUrl })], nowIso(), { once: true });
    }
  });
  if (mailTo) kickOutbox();
  return { status: "stored", pdfId };
}
