import { createTransport, type Transporter } from "nodemailer";
import { DownstreamError } from "../integrations/http";
import { nowIso, type Db } from "../db";
import type { RenderedMail } from "./layout";
import type { MailAttachment } from "./messages";

/** A mail ready to leave: rendered, addressed, with its files. */
export interface OutgoingMail extends RenderedMail {
  to: string;
  from: string;
  attachments: MailAttachment[];
  /** The preference center for this address: `List-Unsubscribe` of a mail about the newsletter. */
  listUnsubscribe?: string;
}

export interface SendContext {
  db: Db;
  /** The outbox entry's id, the same on every retry: the Message-ID, and the embedded outbox's row id. */
  idempotencyKey: string;
}

const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    // Bounded waits: a silent server must fail the attempt (retried later) before the outbox's claim runs out.
    transport = createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/** SMTP reply codes 5xx say "never" (unknown mailbox, refused sender): retrying soon cannot help, so the entry is parked. */
function smtpFailure(error: unknown): DownstreamError {
  const code = (error as { responseCode?: unknown }).responseCode;
  const permanent = typeof code === "number" && code >= 500 && code < 600;
  const message = error instanceof Error ? error.message : String(error);
  return new DownstreamError(`SMTP: ${message}`, !permanent, { cause: error });
}

/**
 * Sends through the SMTP server of `smtpUrl`, or keeps the mail in `outgoing_email` when there is none (the embedded
 * default, read with `npm run mail:outbox`). A retried delivery carries the same Message-ID (receivers drop a
 * duplicate) and writes no second row.
 */
export async function sendMail(mail: OutgoingMail, smtpUrl: string | null, context: SendContext): Promise<{ messageId: string; via: "smtp" | "table" }> {
  const domain = /@([^>\s]+)>?$/.exec(mail.from)?.[1] ?? "localhost";
  const messageId = `<${context.idempotencyKey}@${domain}>`;
  if (!smtpUrl) {
    await context.db
      .insertInto("outgoing_email")
      .values({
        id: context.idempotencyKey,
        recipient: mail.to,
        subject: mail.subject,
        body: mail.text,
        html: mail.html,
        attachments: mail.attachments.length ? JSON.stringify(mail.attachments.map((file) => file.filename)) : null,
        created_at: nowIso(),
      })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
    return { messageId, via: "table" };
  }
  try {
    await transportFor(smtpUrl).sendMail({
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId,
      attachments: mail.attachments.map((file) => ({ filename: file.filename, contentType: file.contentType, content: file.content, encoding: file.encoding })),
      ...(mail.listUnsubscribe ? { list: { unsubscribe: mail.listUnsubscribe } } : {}),
    });
  } catch (error) {
    throw smtpFailure(error);
  }
  return { messageId, via: "smtp" };
}
