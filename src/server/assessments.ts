import { randomUUID } from "node:crypto";
import type { AssessmentPayload } from "@/lib/forms/payloads";
import { getDb, nowIso, type Db } from "./db";
import { siteUrl } from "@/config/site";
import { isLocale } from "@/routing/locales";
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
  const mailTo = assessment.email && !assessment.is_spam && isLocale(assessment.locale) ? { to: assessment.email, locale: assessment.locale } : null;
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
