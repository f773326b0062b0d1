import { mailboxKey } from "@/lib/forms/mailbox";
import { rateLimits, type LimitRule } from "@/server/limits";
import { readEnv } from "../integrations/env";
import { mailEnv } from "./env";

/** Mails a visitor's requests may make the site send to one mailbox per day unless MAIL_RECIPIENT_DAILY_MAX says otherwise. */
export const DEFAULT_RECIPIENT_DAILY_MAX = 10;
const DAY_MS = 86_400_000;

/** The day's budget of one mailbox, every kind of mail together (a sliding day, as the limits count). */
export function recipientBudget(): LimitRule {
  const max = readEnv("mail", mailEnv).MAIL_RECIPIENT_DAILY_MAX ?? DEFAULT_RECIPIENT_DAILY_MAX;
  return { name: "mail:recipient-day", max, windowMs: DAY_MS };
}

/**
 * Spends one mail of the mailbox `to` reaches (`mailboxKey`: every spelling of it is one budget) and says whether it
 * was within the day's budget. Counted in the store the rate limits share between instances (`@/server/limits`). A
 * store that cannot count throws: the mail is retried later, never sent uncounted.
 */
export async function spendRecipientBudget(to: string): Promise<boolean> {
  return (await rateLimits().store.hit(recipientBudget(), mailboxKey(to))).allowed;
}
