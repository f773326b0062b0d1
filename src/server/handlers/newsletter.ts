import {
  newsletterSubscribePayloadSchema,
  preferencesLinkRequestPayloadSchema,
  preferencesTokenPayloadSchema,
  preferencesUpdatePayloadSchema,
} from "@/lib/forms/payloads";
import { after } from "next/server";
import { z } from "zod";
import { endpoint, errorResponse, isBot, json } from "../api/endpoint";
import { confirmNewsletterSubscription, pendingSubscription, preferencesFor, requestPreferencesLink, subscribeToNewsletter, updatePreferences } from "../newsletter";
import { logger } from "@/lib/log";

const log = logger("api");

const invalidToken = () =>
  errorResponse(401, { code: "invalid_token", field: "token", message: "This link is invalid or has expired. Ask for a new one." });

/** Per mailbox and hour: each of these requests mails the address, so a few are plenty. */
export const MAILING_LIMIT = { max: 3 };
/** The sign-up's confirmation mail is counted under one name, whether the page, the API or the newsletter form asks. */
export const CONFIRMATION_MAIL_LIMIT_NAME = "newsletter-confirmation";

/**
 * POST /api/newsletter/subscribe → 200 { ok, confirmation: "sent", submissionId } whether or not the address was
 * known: a confirmation link is mailed, and the subscription changes only when it is followed.
 */
export const newsletterSubscribeEndpoint = endpoint({
  method: "POST",
  body: newsletterSubscribePayloadSchema,
  emailLimit: MAILING_LIMIT,
  emailLimitName: CONFIRMATION_MAIL_LIMIT_NAME,
  formChallenge: true,
  async handle({ body, idempotencyKey }) {
    const { id } = await subscribeToNewsletter(body, { isSpam: isBot(body), idempotencyKey });
    return json({ ok: true, confirmation: "sent", submissionId: id });
  },
});

const tokenQuery = z.object({ token: z.string({ error: "required" }).min(1, "required").max(1000, "too_long") }, { error: "invalid_value" });

/** GET /api/newsletter/confirm?token= → { email, language, topics, confirmed } of the link; changes nothing (mail scanners follow links). */
export const newsletterConfirmationGetEndpoint = endpoint({
  method: "GET",
  query: tokenQuery,
  async handle({ query }) {
    const pending = await pendingSubscription(query.token);
    return pending ? json(pending) : invalidToken();
  },
});

/** POST /api/newsletter/confirm { token } → { preferences, token, alreadyConfirmed }: the visitor confirmed. */
export const newsletterConfirmEndpoint = endpoint({
  method: "POST",
  body: preferencesTokenPayloadSchema,
  async handle({ body }) {
    const confirmed = await confirmNewsletterSubscription(body.token);
    return confirmed ? json(confirmed) : invalidToken();
  },
});

/** GET /api/preferences?token= → { email, language, topics, status } of the token's subscription. */
export const preferencesGetEndpoint = endpoint({
  method: "GET",
  query: tokenQuery,
  async handle({ query }) {
    const preferences = await preferencesFor(query.token);
    return preferences ? json(preferences) : invalidToken();
  },
});

/** POST /api/preferences { token, topics, language? } → the updated preferences. */
export const preferencesUpdateEndpoint = endpoint({
  method: "POST",
  body: preferencesUpdatePayloadSchema,
  async handle({ body }) {
    const preferences = await updatePreferences(body.token, { topics: body.topics, language: body.language });
    return preferences ? json(preferences) : invalidToken();
  },
});

/** POST /api/preferences/unsubscribe { token } → the preferences, unsubscribed from everything. */
export const unsubscribeAllEndpoint = endpoint({
  method: "POST",
  body: preferencesTokenPayloadSchema,
  async handle({ body }) {
    const preferences = await updatePreferences(body.token, "unsubscribe-all");
    return preferences ? json(preferences) : invalidToken();
  },
});

/**
 * Runs `task` once the answer has been sent (Next's `after`), so the answer and its timing are the
 * same whether or not the task finds anything; outside a request (unit tests) it runs before answering.
 */
async function afterAnswering(task: () => Promise<void>): Promise<void> {
  const guarded = () => task().catch((error) => log.error("deferred work failed", { err: error }));
  try {
    after(guarded);
  } catch {
    await guarded();
  }
}

/**
 * POST /api/preferences/request-link { email, locale } → 202 { ok }, the same for every address: the
 * look-up and the mail happen after the answer, so a subscribed address answers no slower.
 */
export const requestLinkEndpoint = endpoint({
  method: "POST",
  body: preferencesLinkRequestPayloadSchema,
  emailLimit: MAILING_LIMIT,
  async handle({ body }) {
    if (!isBot(body)) await afterAnswering(() => requestPreferencesLink(body.email, body.locale));
    return json({ ok: true }, 202);
  },
});
