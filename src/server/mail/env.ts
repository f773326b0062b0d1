import { z } from "zod";
import { outsideHosts } from "@/config/hosts";
import { BRAND } from "@/content/metadata";
import { optionalEnv, readEnv } from "../integrations/env";

/**
 * Where mail goes. Unset `SMTP_URL`: the embedded default keeps every mail in the `outgoing_email` table
 * (`npm run mail:outbox` prints it). Set: Nodemailer sends through that server (`smtp://user:pass@host:587`
 * upgrades with STARTTLS when offered, `smtps://...:465` is TLS from the start).
 */
export const mailEnv = z.object({
  SMTP_URL: optionalEnv(z.url().refine((value) => /^smtps?:\/\//.test(value), "must start with smtp:// or smtps://")),
  /** The sender: `Name <address>` or an address. */
  MAIL_FROM: optionalEnv(z.string().min(3).max(200)),
  /** Mails a visitor's requests may make the site send to one mailbox per day, every kind together (budget.ts); 0 = off. */
  MAIL_RECIPIENT_DAILY_MAX: optionalEnv(z.coerce.number().int().min(0)),
});

/** Read when a mail is sent: a bad value fails the delivery (logged, retried once fixed), never a visitor's request. */
export function mailSettings(siteUrl: string): { smtpUrl: string | null; from: string } {
  const env = readEnv("mail", mailEnv);
  return { smtpUrl: env.SMTP_URL ?? null, from: env.MAIL_FROM ?? `${BRAND} <no-reply@${new URL(siteUrl).hostname}>` };
}

/** Every mail variable, as the start-up check of the environment reads them (src/config/env.ts; the sign-in link: src/config/hosts.ts). */
export const mailEnvironment = mailEnv.extend({
  LEARNING_APP_SENDS_WELCOME: optionalEnv(z.enum(["true", "false"])),
});

/** The learning app sends its own welcome mail: the site then sends none after a free trial. */
const welcomeEnv = z.object({ LEARNING_APP_SENDS_WELCOME: z.enum(["true", "false"]).catch("false").default("false") });

/**
 * Whether a free trial gets the site's welcome mail, and its sign-in link: the learning app's, as the site's own
 * "Sign in" link names it (src/config/hosts.ts). Read while storing a lead: it never throws.
 */
export function welcomeMail(): { send: boolean; loginUrl: string } {
  const env = welcomeEnv.parse({ LEARNING_APP_SENDS_WELCOME: process.env.LEARNING_APP_SENDS_WELCOME || undefined });
  return { send: env.LEARNING_APP_SENDS_WELCOME !== "true", loginUrl: outsideHosts().learningAppLogin };
}
