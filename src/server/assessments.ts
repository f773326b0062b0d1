import { randomUUID } from "node:crypto";
import type { AssessmentPayload } from "@/lib/forms/payloads";
import { getDb, nowIso, type Db } from "./db";
import { siteUrl } from "@/config/site";
import { isLocale, type Locale } from "@/routing/locales";
import { buildPath } from "@/routing/routes";
import { mailDelivery } from "./mail/queue";
import { kickOutbox } from "./outbox/worker";
import { queueDeliveries, recordSubmission } from "./submissions";

/** Stores a completed maturity-model assessment; with an address, the lead goes to Marketo. */
export async function recordAssessment(assessment: Omit<AssessmentPayload, "website">, options: { db?: Db; isSpam?: boolean } = {}) {
  const { trafficSource, ...result } = assessment;
  return recordSubmission(
    {
      kind: "assessment",
      formType: "maturity_model",
      locale: assessment.locale,
      email: assessment.email,
      payload: result,
      trafficSource,
      destinations: assessment.email
        ? [
            {
              destination: "marketo.lead",
              message: {
                formType: "maturity_model",
                locale: assessment.locale,
                fields: { email: assessment.email, maturityOverallLevel: String(assessment.overallLevel) },
              },
            },
          ]
        : [],
      isSpam: options.isSpam,
    },
    { db: options.db },
  );
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
