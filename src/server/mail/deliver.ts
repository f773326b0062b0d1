import { z } from "zod";
import { siteUrl } from "@/config/site";
import { isValidEmail } from "@/lib/forms/email";
import { locales } from "@/routing/locales";
import { MAILED_DOWNLOAD_LINK_TTL_MS, signedDownloadPath } from "../download-links";
import { DownstreamError } from "../integrations/http";
import type { DeliveryContext } from "../outbox/delivery-context";
import { mailSettings } from "./env";
import type { MailAttachment, MailMessage } from "./messages";
import { renderTemplate } from "./templates";
import { sendMail, type SendResult } from "./transport";

/** What every stored mail has; the rest is its template's (written by the site, never by a visitor). */
const envelope = z.object({ to: z.string().refine(isValidEmail), locale: z.enum(locales), template: z.string() });

/** The files of a mail: its own (an event's .ics), or the maturity report the browser uploaded. */
async function attachmentsOf(message: MailMessage, context: DeliveryContext): Promise<MailAttachment[]> {
  if (message.template === "registration" && message.event?.schedule) {
    const { icsName, ics } = message.event.schedule;
    return [{ filename: icsName, contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: ics, encoding: "utf8" }];
  }
  if (message.template === "maturity_report") {
    const pdf = await context.db.selectFrom("assessment_pdfs").select(["file_name", "content_base64"]).where("id", "=", message.pdfId).executeTakeFirst();
    if (!pdf) throw new DownstreamError(`maturity report ${message.pdfId} is gone`, false);
    return [{ filename: pdf.file_name, contentType: "application/pdf", content: pdf.content_base64, encoding: "base64" }];
  }
  return [];
}

/**
 * The outbox destination `mail`: renders the mail in its language and sends it (SMTP_URL) or keeps it. Every such
 * mail answers a visitor's request, so it spends its recipient's daily budget (`via: "withheld"` when over it).
 */
export async function deliverMail(raw: unknown, context: DeliveryContext): Promise<SendResult> {
  if (!envelope.safeParse(raw).success) throw new DownstreamError("not a mail of the site", false);
  const message = raw as MailMessage;
  const settings = mailSettings(siteUrl);
  const gated = message.template === "ebook_link" ? (message.documentId ?? message.formConfigId) : undefined;
  if (message.template === "ebook_link" && !gated) throw new DownstreamError("ebook_link names no document", false);
  const downloadUrl = gated ? `${siteUrl}${signedDownloadPath(gated, Date.now(), MAILED_DOWNLOAD_LINK_TTL_MS)}` : undefined;
  const rendered = renderTemplate(message, { downloadUrl });
  return sendMail(
    {
      ...rendered,
      to: message.to,
      from: settings.from,
      attachments: await attachmentsOf(message, context),
      listUnsubscribe: message.template === "preferences_link" ? message.preferencesUrl : undefined,
    },
    settings.smtpUrl,
    { db: context.db, idempotencyKey: context.idempotencyKey, requestedBy: "visitor", attempt: context.attempt },
  );
}
