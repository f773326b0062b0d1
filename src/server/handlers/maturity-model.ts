import { assessmentPayloadSchema, assessmentPdfPayloadSchema, MAX_ASSESSMENT_PDF_BYTES, MAX_ASSESSMENT_PDF_REQUEST_BYTES } from "@/lib/forms/payloads";
import { validationMessages } from "@/lib/forms/messages";
import { endpoint, errorResponse, isBot, json } from "../api/endpoint";
import { recordAssessment, storeAssessmentPdf } from "../assessments";

/**
 * POST maturity-model-assessments → 201 { ok, assessmentId } (payload: see src/server/README.md); the
 * same assessmentId again updates that assessment; 409 when the id belongs to another submission.
 */
export const assessmentEndpoint = endpoint({
  method: "POST",
  body: assessmentPayloadSchema,
  async handle({ body }) {
    const { website, ...assessment } = body;
    const result = await recordAssessment(assessment, { isSpam: isBot({ website }) });
    if (result.status === "conflict") {
      return errorResponse(409, { code: "conflict", field: "assessmentId", message: "This id belongs to another submission. Start a new assessment." });
    }
    return json({ ok: true, assessmentId: result.id }, 201);
  },
});

/** POST upload-maturity-model-pdf → 201 { ok, pdfId } (payload: see src/server/README.md). */
export const assessmentPdfEndpoint = endpoint({
  method: "POST",
  body: assessmentPdfPayloadSchema,
  // The front lets this one endpoint's bodies through up to the same size (src/server/security/screen.mjs).
  maxBodyBytes: MAX_ASSESSMENT_PDF_REQUEST_BYTES,
  failureCode: "MATURITY_MODEL_PDF_UPLOAD_FAILED",
  async handle({ body }) {
    const result = await storeAssessmentPdf(body, MAX_ASSESSMENT_PDF_BYTES);
    switch (result.status) {
      case "stored":
        return json({ ok: true, pdfId: result.pdfId }, 201);
      case "unknown_assessment":
        return errorResponse(404, { code: "not_found", field: "assessmentId", message: "No assessment has this id." });
      case "not_a_pdf":
        return errorResponse(400, { code: "invalid_value", field: "pdfBase64", message: validationMessages.invalid_value });
      case "too_large":
        return errorResponse(413, { code: "payload_too_large", field: "pdfBase64", message: "The PDF is too large." });
    }
  },
});
