import {
  newsletterSubscribePayloadSchema,
  preferencesLinkRequestPayloadSchema,
  preferencesTokenPayloadSchema,
  preferencesUpdatePayloadSchema,
} from "@/lib/forms/payloads";
import { z } from "zod";
import { endpoint, errorResponse, isBot, json } from "../api/endpoint";
import { preferencesFor, requestPreferencesLink, subscribeToNewsletter, updatePreferences } from "../newsletter";

const invalidToken = () =>
  errorResponse(401, { code: "invalid_token", field: "token", message: "This link is invalid or has expired. Ask for a new one." });

/** POST /api/newsletter/subscribe → 200 { ok } whether or not the address was known. */
export const newsletterSubscribeEndpoint = endpoint({
  method: "POST",
  body: newsletterSubscribePayloadSchema,
  async handle({ body }) {
    await subscribeToNewsletter(body, { isSpam: isBot(body) });
    return json({ ok: true });
  },
});

/** GET /api/preferences?token= → { email, language, topics, status } of the token's subscription. */
export const preferencesGetEndpoint = endpoint({
  method: "GET",
  query: z.object({ token: z.string({ error: "required" }).min(1, "required").max(1000, "too_long") }, { error: "invalid_value" }),
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

/** POST /api/preferences/request-link { email, locale } → 202 { ok }, the same for every address. */
export const requestLinkEndpoint = endpoint({
  method: "POST",
  body: preferencesLinkRequestPayloadSchema,
  async handle({ body }) {
    if (!isBot(body)) await requestPreferencesLink(body.email, body.locale);
    return json({ ok: true }, 202);
  },
});
