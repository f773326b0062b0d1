import { randomUUID } from "node:crypto";
import { mailboxKey } from "@/lib/forms/mailbox";
import { defaultNewsletterTopics, newsletterTopics, type NewsletterTopic } from "@/lib/forms/newsletter";
import type { TrafficSource } from "@/lib/forms/payloads";
import { buildPath } from "@/routing/routes";
import type { Locale } from "@/routing/locales";
import { z } from "zod";
import { siteUrl } from "@/config/site";
import { getDb, nowIso, type Db } from "./db";
import type { NewsletterSubscription } from "./db/schema";
import { createPreferencesToken, readPreferencesToken } from "./preference-tokens";
import { receiveLead } from "./leads/intake";
import { leadOfRow } from "./leads/columns";
import { queueDeliveries } from "./leads/store";
import { newLead } from "@/lib/leads/lead";
import { kickOutbox } from "./outbox/worker";
import { subscriptionToMarketo } from "./leads/routing";
import { generatedSecrets, signingSecret, signToken, verifyToken } from "./security/signed-tokens";

export interface Preferences {
  email: string;
  language: Locale;
  topics: NewsletterTopic[];
  status: "subscribed" | "unsubscribed";
}

const toPreferences = (row: NewsletterSubscription): Preferences => ({
  email: row.email,
  language: row.language as Locale,
  topics: JSON.parse(row.topics) as NewsletterTopic[],
  status: row.status,
});

/** Marketo's record of a subscription as it now is (`leadRoutes`' table says so for every change). */
const leadMessage = (preferences: Preferences) =>
  subscriptionToMarketo({ email: preferences.email, language: preferences.language, topics: preferences.topics, unsubscribed: preferences.status === "unsubscribed" });

export interface SubscribeInput {
  email: string;
  language: Locale;
  topics?: NewsletterTopic[];
  trafficSource?: TrafficSource | null;
}

const CONFIRM_PURPOSE = "newsletter-confirm";
export const confirmEnv = z.object({ NEWSLETTER_CONFIRM_TTL_HOURS: z.coerce.number().positive().default(168) });
/** Shares the preference links' key (`PREFERENCES_SECRET`); the signed purpose keeps the two kinds of token apart. */
const confirmSecret = () => signingSecret(generatedSecrets.preferences);

/**
 * Asks the address to confirm a subscription (double opt-in). The submission is stored at once (a
 * lead is never lost) and a signed confirmation link is mailed; nothing about the subscription
 * changes, and nothing goes to Marketo, until the link is followed (`confirmNewsletterSubscription`).
 * Known and unknown addresses take the same path, so neither the answer nor its timing tells them apart.
 */
export async function subscribeToNewsletter(
  input: SubscribeInput,
  options: { db?: Db; isSpam?: boolean; now?: number; idempotencyKey?: string | null } = {},
): Promise<{ id: string }> {
  const topics = input.topics ?? [...defaultNewsletterTopics];
  const lead = newLead({
    kind: "newsletter",
    formType: "newsletter",
    locale: input.language,
    fields: { email: input.email },
    answers: { topics, status: "subscribed" },
    source: input.trafficSource,
  });
  const confirmUrl = (submissionId: string) => {
    const expiresAt = (options.now ?? Date.now()) + confirmEnv.parse(process.env).NEWSLETTER_CONFIRM_TTL_HOURS * 3_600_000;
    const token = signToken(confirmSecret(), CONFIRM_PURPOSE, submissionId, expiresAt);
    return `${siteUrl}${buildPath("email_preference_center", input.language)}?confirm=${encodeURIComponent(token)}`;
  };
  const { submissionId } = await receiveLead(lead, { db: options.db, isSpam: options.isSpam, idempotencyKey: options.idempotencyKey, link: confirmUrl });
  return { id: submissionId };
}

export interface PendingSubscription {
  email: string;
  language: Locale;
  topics: NewsletterTopic[];
  confirmed: boolean;
}

async function pendingOf(db: Db, token: string, now: number): Promise<(PendingSubscription & { submissionId: string }) | null> {
  const claims = verifyToken(confirmSecret(), CONFIRM_PURPOSE, token, now);
  if (!claims) return null;
  const row = await db
    .selectFrom("submissions")
    .leftJoin("newsletter_confirmations", "newsletter_confirmations.submission_id", "submissions.id")
    .selectAll("submissions")
    .select("newsletter_confirmations.confirmed_at")
    .where("submissions.id", "=", claims.subject)
    .where("submissions.kind", "=", "newsletter")
    .where("submissions.is_spam", "=", 0)
    .executeTakeFirst();
  if (!row) return null;
  const lead = leadOfRow(row);
  const topics = Array.isArray(lead.answers.topics) ? lead.answers.topics.filter((topic): topic is NewsletterTopic => newsletterTopics.includes(topic as NewsletterTopic)) : [];
  if (!lead.fields.email) return null;
  return { email: lead.fields.email, language: lead.locale, topics, submissionId: row.id, confirmed: row.confirmed_at !== null };
}

/** What a confirmation link would subscribe (without changing anything); null for a forged or expired link. */
export async function pendingSubscription(token: string, options: { db?: Db; now?: number } = {}): Promise<PendingSubscription | null> {
  const pending = await pendingOf(options.db ?? (await getDb()), token, options.now ?? Date.now());
  if (!pending) return null;
  const { submissionId: _id, ...rest } = pending;
  return rest;
}

/**
 * Follows a confirmation link: the first time, the subscription takes the submission's language and
 * topics and the lead is queued for Marketo, in one transaction; a second time changes nothing (a
 * later change in the preference center is not undone by an old link). Answers the subscription as
 * it now is, with the preference-center token of that confirmation: made from the moment it was
 * confirmed, so a replayed link gets the very token the first visit got, never a new one, and none
 * (null) once that token has expired. Null for a forged or expired link.
 */
export async function confirmNewsletterSubscription(
  token: string,
  options: { db?: Db; now?: number } = {},
): Promise<{ preferences: Preferences; token: string | null; alreadyConfirmed: boolean } | null> {
  const db = options.db ?? (await getDb());
  const at = options.now ?? Date.now();
  const pending = await pendingOf(db, token, at);
  if (!pending) return null;
  const requested: Preferences = { email: pending.email, language: pending.language, topics: pending.topics, status: pending.topics.length ? "subscribed" : "unsubscribed" };
  let applied = false;
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const inserted = await trx
      .insertInto("newsletter_confirmations")
      .values({ submission_id: pending.submissionId, confirmed_at: now })
      .onConflict((oc) => oc.column("submission_id").doNothing())
      .returning("submission_id")
      .executeTakeFirst();
    if (!inserted) return;
    applied = true;
    await trx
      .insertInto("newsletter_subscriptions")
      .values({ id: randomUUID(), email: requested.email, email_key: mailboxKey(requested.email), language: requested.language, topics: JSON.stringify(requested.topics), status: requested.status, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column("email").doUpdateSet({ language: requested.language, topics: JSON.stringify(requested.topics), status: requested.status, updated_at: now }))
      .execute();
    await queueDeliveries(trx, pending.submissionId, [leadMessage(requested)], now);
  });
  if (applied) kickOutbox();
  const row = await db.selectFrom("newsletter_subscriptions").selectAll().where("email", "=", requested.email).executeTakeFirst();
  const confirmation = await db.selectFrom("newsletter_confirmations").select("confirmed_at").where("submission_id", "=", pending.submissionId).executeTakeFirst();
  if (!row || !confirmation) return null;
  const issued = createPreferencesToken(row.id, Date.parse(confirmation.confirmed_at));
  return { preferences: toPreferences(row), token: Date.parse(issued.expiresAt) > at ? issued.token : null, alreadyConfirmed: !applied };
}

async function subscriptionOf(db: Db, token: string): Promise<NewsletterSubscription | null> {
  const claims = readPreferencesToken(token);
  if (!claims) return null;
  return (await db.selectFrom("newsletter_subscriptions").selectAll().where("id", "=", claims.subscriptionId).executeTakeFirst()) ?? null;
}

/** The preferences a valid token names; null for a forged, expired or unknown token. */
export async function preferencesFor(token: string, options: { db?: Db } = {}): Promise<Preferences | null> {
  const row = await subscriptionOf(options.db ?? (await getDb()), token);
  return row ? toPreferences(row) : null;
}

export interface PreferencesChange {
  topics: NewsletterTopic[];
  language?: Locale;
}

/**
 * Changes the subscription a token names (and only that one). No topics left = unsubscribed.
 * Stored as a `preferences` submission and forwarded to Marketo.
 */
export async function updatePreferences(token: string, change: PreferencesChange | "unsubscribe-all", options: { db?: Db } = {}): Promise<Preferences | null> {
  const db = options.db ?? (await getDb());
  const row = await subscriptionOf(db, token);
  if (!row) return null;
  const current = toPreferences(row);
  const next: Preferences =
    change === "unsubscribe-all"
      ? { ...current, topics: [], status: "unsubscribed" }
      : { ...current, topics: change.topics, language: change.language ?? current.language, status: change.topics.length ? "subscribed" : "unsubscribed" };
  await receiveLead(
    newLead({
      kind: "preferences",
      formType: "preferences",
      locale: next.language,
      fields: { email: next.email },
      answers: { topics: next.topics, status: next.status, change: change === "unsubscribe-all" ? "unsubscribe-all" : "update" },
    }),
    {
      db,
      within: async (trx) => {
        await trx
          .updateTable("newsletter_subscriptions")
          .set({ topics: JSON.stringify(next.topics), language: next.language, status: next.status, updated_at: nowIso() })
          .where("id", "=", row.id)
          .execute();
      },
    },
  );
  return next;
}

/**
 * Mails a signed preference-center link when the address has a subscription; does nothing
 * otherwise, so the caller's answer is the same either way. The request is stored as a `preferences`
 * submission whose outbox entry sends the mail (SMTP_URL), or keeps it in `outgoing_email` offline.
 */
export async function requestPreferencesLink(email: string, locale: Locale, options: { db?: Db } = {}): Promise<void> {
  const db = options.db ?? (await getDb());
  const row = await db.selectFrom("newsletter_subscriptions").select(["id", "language"]).where("email", "=", email).executeTakeFirst();
  if (!row) return;
  const { token } = createPreferencesToken(row.id);
  const preferencesUrl = `${siteUrl}${buildPath("email_preference_center", locale)}?token=${encodeURIComponent(token)}`;
  // The link is never logged nor in the payload (exported as CSV): it opens the subscription to whoever reads it.
  await receiveLead(newLead({ kind: "preferences", formType: "preferences", locale, fields: { email }, answers: { change: "link-request" } }), { db, link: preferencesUrl });
}
