import { createTransport, type Transporter } from "nodemailer";
import { emailDomain, isValidEmail } from "@/lib/forms/email";
import { mailboxKey } from "@/lib/forms/mailbox";
import { logger } from "@/lib/log";
import { DownstreamError } from "../integrations/http";
import { nowIso, type Db } from "../db";
import { recipientBudget, spendRecipientBudget } from "./budget";
import type { RenderedMail } from "./layout";
import type { MailAttachment } from "./messages";

const log = logger("mail");

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
  /**
   * Whose request the mail answers. `visitor`: anything a visitor's request makes the site send, whatever module
   * asks, spends the recipient's daily budget (budget.ts). `console`: a console sign-in link, mailed only to an
   * ADMIN_EMAILS address and limited where it is asked for; a budget anyone could spend would lock the staff out.
   */
  requestedBy: "visitor" | "console";
  /** The outbox attempt (1 the first): a visitor's mail spends the budget once, however often it is retried. */
  attempt?: number;
}

/** How a mail left: through SMTP, into the embedded table, or not at all (over its recipient's budget). */
export interface SendResult {
  messageId: string;
  via: "smtp" | "table" | "withheld";
}

/**
 * Whether a visitor's mail may go: true when it is within its recipient's budget (counted at the first attempt only);
 * otherwise logs it (event `mail_over_recipient_budget`) and the mail is not sent.
 */
async function withinBudget(mail: OutgoingMail, context: SendContext): Promise<boolean> {
  if (context.requestedBy !== "visitor" || (context.attempt ?? 1) > 1) return true;
  if (await spendRecipientBudget(mail.to)) return true;
  log.warn("a mail over its recipient's daily budget was not sent", {
    event: "mail_over_recipient_budget",
    mailId: context.idempotencyKey,
    recipientDomain: emailDomain(mail.to),
    budget: recipientBudget().max,
  });
  return false;
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
 * duplicate) and writes no second row. Only to an address that is its own mailbox (`isValidEmail`), and a visitor's
 * mail only within its recipient's daily budget: over it, nothing is sent and the answer says `withheld`.
 */
export async function sendMail(mail: OutgoingMail, smtpUrl: string | null, context: SendContext): Promise<SendResult> {
  const domain = /@([^>\s]+)>?$/.exec(mail.from)?.[1] ?? "localhost";
  const messageId = `<${context.idempotencyKey}@${domain}>`;
  // The transport would read `"victim"@x` or `a,b@x` as other or several recipients: such an address is never mailed.
  if (!isValidEmail(mail.to)) throw new DownstreamError("not an address the site mails", false);
  if (!(await withinBudget(mail, context))) return { messageId, via: "withheld" };
  if (!smtpUrl) {
    await context.db
      .insertInto("outgoing_email")
      .values({
        id: context.idempotencyKey,
        recipient: mail.to,
        recipient_key: mailboxKey(mail.to),
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
