import { z } from "zod";
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
  /** The learning app sends its own welcome mail: the site then sends none after a free trial. */
  LEARNING_APP_SENDS_WELCOME: optionalEnv(z.enum(["true", "false"])),
  LEARNING_APP_LOGIN_URL: optionalEnv(z.url()),
});

export interface MailSettings {
  smtpUrl: string | null;
  from: string;
  learningAppSendsWelcome: boolean;
  learningAppLoginUrl: string;
}

export function mailSettings(siteUrl: string): MailSettings {
  const env = readEnv("mail", mailEnv);
  return {
    smtpUrl: env.SMTP_URL ?? null,
    from: env.MAIL_FROM ?? `${BRAND} <no-reply@${new URL(siteUrl).hostname}>`,
    learningAppSendsWelcome: env.LEARNING_APP_SENDS_WELCOME === "true",
    learningAppLoginUrl: env.LEARNING_APP_LOGIN_URL ?? "https://app.quillio.com/login",
  };
}
