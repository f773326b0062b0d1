import type { z } from "zod";
import { reportError, type ErrorCode } from "@/lib/errors";
import { HONEYPOT_FIELD } from "@/lib/forms/honeypot";
import { mailboxKey } from "@/lib/forms/mailbox";
import { isValidationCode, validationMessages } from "@/lib/forms/messages";
import { rateLimits, type LimitRule, type RateLimitDecision } from "@/server/limits";
import { BodyTooLarge, readBodyText } from "@/server/security/body";
import { entriesOf, NUL_MESSAGE, nulPath } from "@/server/security/nul";
import { clientKey } from "@/server/security/client-identity";
import { PasswordHashingBusy } from "@/server/passwords";
import { challengeMessages } from "@/server/proof-of-work/challenge";
import { formChallengeGate } from "@/server/proof-of-work/form-gate";
import { logger } from "@/lib/log";

const log = logger("api");

/** Largest JSON body an endpoint reads unless it says otherwise. */
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;

export interface ApiError {
  code: string;
  message: string;
  field?: string;
  /** Validation failures: one per field, so a form can mark every wrong field at once. */
  fields?: { field: string; code: string; message: string }[];
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { "cache-control": "no-store", ...headers } });
}

export function errorResponse(status: number, error: ApiError, headers: Record<string, string> = {}): Response {
  return json({ error }, status, headers);
}

/**
 * The visitor's key for limits (src/server/security/client-identity.ts): the address the server vouches
 * for (the socket's peer, X-Forwarded-For behind TRUSTED_PROXY_HOPS proxies, Netlify's client address);
 * never a header the client chose. A request whose host gives no address is counted alone ("unknown:…").
 */
export function clientIp(request: Request): string {
  return clientKey(request);
}

/** A zod failure as an API error naming its (first) field, with every failing field listed. */
export function validationError(error: z.ZodError): Response {
  const byField = new Map<string, { field: string; code: string; message: string }>();
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".");
    const code = isValidationCode(issue.message) ? issue.message : "invalid_value";
    if (!byField.has(field)) byField.set(field, { field, code, message: validationMessages[code] });
  }
  const [first] = byField.values();
  return errorResponse(400, { code: first.code, field: first.field || undefined, message: first.message, fields: [...byField.values()] });
}

export interface EndpointInput<Body, Query> {
  body: Body;
  query: Query;
  request: Request;
  clientIp: string;
  /** The request's Idempotency-Key (a POST the browser may send again): the same key is the same submission. */
  idempotencyKey: string | null;
}

/** What the browser sends as Idempotency-Key: a UUID, or any 16 to 128 letters, digits, `-` and `_`. */
const IDEMPOTENCY_KEY = /^[\w-]{16,128}$/;

/** The request's idempotency key; undefined when it sent one that is not a key (refused with 400). */
export function idempotencyKeyOf(request: Request): string | null | undefined {
  const value = request.headers.get("idempotency-key");
  if (value === null) return null;
  return IDEMPOTENCY_KEY.test(value) ? value : undefined;
}

export interface EndpointDefinition<Body, Query> {
  method: "GET" | "POST";
  /** JSON body schema (POST). */
  body?: z.ZodType<Body>;
  /** Query-string schema (GET), given the parameters as an object of strings. */
  query?: z.ZodType<Query>;
  maxBodyBytes?: number;
  /**
   * The per-email limit of this endpoint (POST): by default `RATE_LIMIT_EMAIL_MAX` per window for the
   * body's `email` (or `mail`, or `fields.email`); a tighter `max` for endpoints that send a mail.
   */
  emailLimit?: Partial<Pick<LimitRule, "max" | "windowMs">>;
  /** The per-email counter's name (default: the endpoint's path, `endpointPath`); endpoints that send the same mail share one. */
  emailLimitName?: string;
  /**
   * A conversion form (POST): past FORM_CHALLENGE_THRESHOLD submissions of an address, 403 until it sends a proof of
   * work. A request with a filled honeypot (`isBot`) goes through the same gate on any endpoint.
   */
  formChallenge?: boolean;
  /** Catalogued code logged and answered when the endpoint fails unexpectedly (e.g. store down). */
  failureCode?: ErrorCode;
  handle(input: EndpointInput<Body, Query>): Promise<Response>;
}

export type Endpoint = (request: Request) => Promise<Response>;

/**
 * Wraps an API handler with the checks every endpoint shares: method (405), rate limit for POST
 * (429 with Retry-After), body size (413), content type (415), JSON syntax (400), zod validation
 * (400 naming the field). An unexpected failure answers 503, never a 500 with a stack.
 */
export function endpoint<Body = undefined, Query = undefined>(definition: EndpointDefinition<Body, Query>): Endpoint {
  return async (request) => {
    if (request.method !== definition.method) {
      return errorResponse(405, { code: "method_not_allowed", message: `Use ${definition.method}.` }, { allow: definition.method });
    }
    const ip = clientIp(request);
    const limits = definition.method === "POST" ? rateLimits() : null;
    if (limits) {
      const refusal = await limitRefusal(limits.perAddress, ip);
      if (refusal) return refusal;
    }
    try {
      let body = undefined as Body;
      if (definition.body) {
        const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
        // text/plain is what fetch() sends for a string body; forms and files are not accepted here.
        if (type && type !== "application/json" && type !== "text/plain") {
          return errorResponse(415, { code: "unsupported_media_type", message: "Send JSON." });
        }
        let raw: unknown;
        try {
          raw = JSON.parse(await readBodyText(request, definition.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES));
        } catch (error) {
          if (error instanceof BodyTooLarge) return errorResponse(413, { code: "payload_too_large", message: "The request body is too large." });
          return errorResponse(400, { code: "malformed_json", message: "The request body is not valid JSON." });
        }
        if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
          return errorResponse(400, { code: "invalid_body", message: "The request body must be a JSON object." });
        }
        const parsed = definition.body.safeParse(raw);
        if (!parsed.success) return validationError(parsed.error);
        // What the schema lets through (a form id, a free-text field, an undeclared key it drops) holds no NUL either.
        const nul = nulPath(raw);
        if (nul !== null) return nulRefusal(nul);
        body = parsed.data;
        const email = limits ? emailOf(body) : null;
        if (email) {
          const refusal = await emailLimited(definition.emailLimitName ?? endpointPath(request.url), email, definition.emailLimit);
          if (refusal) return refusal;
        }
      }
      // A honeypot hit counts against its client like a form submission, on every endpoint that takes the honeypot:
      // past the threshold a bot must solve a proof per request, as a person would, or its spam is not stored.
      if ((definition.formChallenge || isBot(body)) && limits) {
        const proof = await formChallengeGate(request, ip);
        if (!proof.ok) return errorResponse(403, { code: proof.code, message: challengeMessages[proof.code] });
      }
      let query = undefined as Query;
      if (definition.query) {
        const params = entriesOf(new URL(request.url).searchParams);
        const parsed = definition.query.safeParse(params);
        if (!parsed.success) return validationError(parsed.error);
        const nul = nulPath(params);
        if (nul !== null) return nulRefusal(nul);
        query = parsed.data;
      }
      const idempotencyKey = idempotencyKeyOf(request);
      if (idempotencyKey === undefined) {
        return errorResponse(400, { code: "invalid_idempotency_key", message: "Idempotency-Key must be 16 to 128 letters, digits, - or _." });
      }
      return await definition.handle({ body, query, request, clientIp: ip, idempotencyKey });
    } catch (error) {
      if (error instanceof PasswordHashingBusy) {
        return errorResponse(503, { code: "server_busy", message: "Too many sign-ups right now. Try again in a few seconds." }, { "retry-after": String(error.retryAfterSeconds) });
      }
      const message = "The service is unavailable. Try again in a moment.";
      const path = new URL(request.url).pathname;
      if (definition.failureCode) reportError({ code: definition.failureCode, message: `${path} failed`, cause: error });
      else log.error(`${path} failed`, { err: error });
      return errorResponse(503, { code: definition.failureCode ?? "service_unavailable", message }, { "retry-after": "30" });
    }
  };
}

/**
 * The endpoint a request reaches, whichever of its paths it took: Netlify's function path is the site's
 * (`/.netlify/functions/x` is `/api/functions/x`), and a trailing slash, doubled slashes, percent-escapes and case
 * name the same endpoint. The per-email limits count each endpoint once (issue 35: the free trial's limit was counted
 * once per path, four times in all).
 */
export function endpointPath(url: string): string {
  let path = new URL(url).pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: the path as sent is still one name.
  }
  path = path.toLowerCase().replace(/\/{2,}/g, "/").replace(/\/+$/, "") || "/";
  return path.replace(/^\/\.netlify\/functions\//, "/api/functions/");
}

/**
 * Counts a request naming `email` against the per-email counter `name` (its mailbox: `mailboxKey`); the 429
 * to answer when that is past its limit, else null. For a handler whose request also sends another
 * endpoint's mail (the newsletter form sends the sign-up's confirmation).
 */
export function emailLimited(name: string, email: string, override?: Partial<Pick<LimitRule, "max" | "windowMs">>): Promise<Response | null> {
  return limitRefusal(rateLimits().perEmail(name, override), mailboxKey(email));
}

/** A request with a NUL anywhere in its body or query: 400 naming the field, the same on every database. */
export function nulRefusal(field: string): Response {
  return errorResponse(400, { code: "invalid_value", field: field || undefined, message: NUL_MESSAGE, fields: [{ field, code: "invalid_value", message: NUL_MESSAGE }] });
}

function rateLimited(decision: RateLimitDecision): Response {
  return errorResponse(429, { code: "rate_limited", message: "Too many requests. Try again shortly." }, { "retry-after": String(decision.retryAfterSeconds) });
}

/**
 * Counts one request: null when it may go on, else its answer (429 past the limit). Redis that is down is replaced
 * by the database (see `rateLimits`); when no shared store can count the request, it is refused for a moment (503)
 * rather than let through uncounted or counted by this process alone.
 */
async function limitRefusal(rule: LimitRule, key: string): Promise<Response | null> {
  let decision: RateLimitDecision;
  try {
    decision = await rateLimits().store.hit(rule, key);
  } catch (error) {
    log.error(`${rule.name} could not be counted; request refused`, { limit: rule.name, err: error });
    return errorResponse(503, { code: "service_unavailable", message: "The service is unavailable. Try again in a moment." }, { "retry-after": "5" });
  }
  return decision.allowed ? null : rateLimited(decision);
}

/**
 * The mailbox a request body names, whatever the endpoint calls the field: the key of the per-email limit,
 * so every spelling of one inbox (a+1@x and a+2@x, Victim@X, at Gmail a.b@ and ab@: `mailboxKey`) counts once.
 */
export function emailOf(body: unknown): string | null {
  if (typeof body !== "object" || body === null) return null;
  const record = body as Record<string, unknown>;
  const fields = typeof record.fields === "object" && record.fields !== null ? (record.fields as Record<string, unknown>) : {};
  const value = [record.email, record.mail, fields.email].find((candidate) => typeof candidate === "string" && candidate.includes("@"));
  return typeof value === "string" ? mailboxKey(value) : null;
}

/** A filled honeypot: answer as if it worked, store it flagged, forward nothing. */
export function isBot(body: unknown): boolean {
  const value = (body as Record<string, unknown> | null)?.[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== "" && value !== false;
}

/** A route file's exports: every method goes to the endpoint, which answers 405 for the wrong one. */
export function routeHandlers(handler: Endpoint): Record<"GET" | "POST" | "PUT" | "PATCH" | "DELETE", Endpoint>;
/** Several endpoints on one path, by method; other methods get 405. */
export function routeHandlers(byMethod: Partial<Record<"GET" | "POST", Endpoint>>): Record<"GET" | "POST" | "PUT" | "PATCH" | "DELETE", Endpoint>;
export function routeHandlers(handlers: Endpoint | Partial<Record<"GET" | "POST", Endpoint>>) {
  if (typeof handlers === "function") return { GET: handlers, POST: handlers, PUT: handlers, PATCH: handlers, DELETE: handlers };
  const allow = Object.keys(handlers).join(", ");
  const notAllowed: Endpoint = async () => errorResponse(405, { code: "method_not_allowed", message: `Use ${allow}.` }, { allow });
  return {
    GET: handlers.GET ?? notAllowed,
    POST: handlers.POST ?? notAllowed,
    PUT: notAllowed,
    PATCH: notAllowed,
    DELETE: notAllowed,
  };
}
