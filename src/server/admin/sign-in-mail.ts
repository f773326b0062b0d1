import { randomUUID } from "node:crypto";
import { siteUrl } from "@/config/site";
import type { Db } from "../db";
import { mailSettings } from "../mail/env";
import { renderMail } from "../mail/layout";
import { mailFooters } from "../mail/templates";
import { sendMail } from "../mail/transport";

/** The page the mailed link opens: a button there signs in, so a mail scanner that follows links spends nothing. */
export function signInLinkUrl(token: string): string {
  return `${siteUrl}/console-sign-in/?token=${encodeURIComponent(token)}`;
}

/**
 * Mails a console sign-in link through the site's mail transport: SMTP_URL, or the `outgoing_email` table when no
 * mail service is set (`npm run mail:outbox`, or `npm run admin:link` for a link of one's own). Not an outbox
 * entry: those belong to a visitor's submission and are retried for days, while this link is dead in minutes.
 */
export async function sendSignInLink(db: Db, email: string, token: string): Promise<void> {
  const url = signInLinkUrl(token);
  const mail = renderMail("en", {
    subject: "Your sign-in link to the Quillio console",
    preheader: "Valid for 15 minutes, once.",
    heading: "Sign in to the console",
    paragraphs: ["Open this link to sign in to the website's console. It works once, within 15 minutes."],
    button: { label: "Sign in", url },
    footnote: "If you did not ask for this link, ignore this mail: nobody can sign in without it.",
  }, mailFooters.en);
  const settings = mailSettings(siteUrl);
  await sendMail({ ...mail, to: email, from: settings.from, attachments: [] }, settings.smtpUrl, { db, idempotencyKey: randomUUID(), requestedBy: "console" });
}
