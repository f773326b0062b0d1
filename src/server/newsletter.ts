import { randomUUID } from "node:crypto";
import { newsletterTopics, type NewsletterTopic } from "@/lib/forms/newsletter";
import type { TrafficSource } from "@/lib/forms/payloads";
import { buildPath } from "@/routing/routes";
import type { Locale } from "@/routing/locales";
import { siteUrl } from "@/config/site";
import { getDb, nowIso, type Db } from "./db";
import type { NewsletterSubscription } from "./db/schema";
import { createPreferencesToken, readPreferencesToken } from "./preference-tokens";
import { recordSubmission } from "./submissions";

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

function leadMessage(preferences: Preferences) {
  return {
    destination: "marketo.lead" as const,
    message: {
      formType: "newsletter",
      locale: preferences.language,
      fields: {
        email: preferences.email,
        newsletterLanguage: preferences.language,
        newsletterTopics: preferences.topics.join(";"),
        unsubscribed: preferences.status === "unsubscribed",
      },
    },
  };
}

export interface SubscribeInput {
  email: string;
  language: Locale;
  topics?: NewsletterTopic[];
  trafficSource?: TrafficSource | null;
}

/** Subscribes (or re-subscribes) an address with its language; the answer never says which. */
export async function subscribeToNewsletter(input: SubscribeInput, options: { db?: Db; isSpam?: boolean } = {}): Promise<{ id: string }> {
  const db = options.db ?? (await getDb());
  const preferences: Preferences = {
    email: input.email,
    language: input.language,
    topics: input.topics ?? [...newsletterTopics],
    status: "subscribed",
  };
  return recordSubmission(
    {
      kind: "newsletter",
      formType: "newsletter",
      locale: input.language,
      email: input.email,
      payload: { ...preferences },
      trafficSource: input.trafficSource,
      destinations: [leadMessage(preferences)],
      isSpam: options.isSpam,
    },
    {
      db,
      within: options.isSpam
        ? undefined
        : async (trx) => {
            const now = nowIso();
            await trx
              .insertInto("newsletter_subscriptions")
              .values({ id: randomUUID(), email: input.email, language: input.language, topics: JSON.stringify(preferences.topics), status: "subscribed", created_at: now, updated_at: now })
              .onConflict((oc) =>
                oc.column("email").doUpdateSet({ language: input.language, topics: JSON.stringify(preferences.topics), status: "subscribed", updated_at: now }),
              )
              .execute();
          },
    },
  );
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
  await recordSubmission(
    {
      kind: "preferences",
      locale: next.language,
      email: next.email,
      payload: { ...next, change: change === "unsubscribe-all" ? "unsubscribe-all" : "update" },
      destinations: [leadMessage(next)],
    },
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

const linkTexts: Record<Locale, { subject: string; body: (link: string) => string }> = {
  en: { subject: "Your email preferences", body: (link) => `Manage your email subscriptions here:\n\n${link}\n` },
  de: { subject: "Ihre E-Mail-Einstellungen", body: (link) => `Hier verwalten Sie Ihre E-Mail-Abonnements:\n\n${link}\n` },
  fr: { subject: "Vos préférences e-mail", body: (link) => `Gérez vos abonnements e-mail ici :\n\n${link}\n` },
};

/**
 * Mails a signed preference-center link when the address has a subscription; does nothing
 * otherwise, so the caller's answer is the same either way. Offline, "mailing" means the mail is kept
 * in `outgoing_email`, printed by `npm run mail:outbox`.
 */
export async function requestPreferencesLink(email: string, locale: Locale, options: { db?: Db } = {}): Promise<void> {
  const db = options.db ?? (await getDb());
  const row = await db.selectFrom("newsletter_subscriptions").select(["id", "language"]).where("email", "=", email).executeTakeFirst();
  if (!row) return;
  const { token } = createPreferencesToken(row.id);
  const link = `${siteUrl}${buildPath("email_preference_center", locale)}?token=${encodeURIComponent(token)}`;
  const text = linkTexts[locale];
  await db.insertInto("outgoing_email").values({ id: randomUUID(), recipient: email, subject: text.subject, body: text.body(link), created_at: nowIso() }).execute();
  // Never the link itself: it opens the subscription to whoever reads the log. `npm run mail:outbox` shows the mail.
  console.info("[email] preference-center link queued in outgoing_email (npm run mail:outbox)");
}
