import { z } from "zod";
import { nowIso, type Db } from "../db";
import { http, callDownstream } from "./http";
import { optionalEnv, readEnv } from "./env";
import { askReceiver } from "./look-up";

/**
 * Chili Piper: booking a demo after the demo form. With `CHILIPIPER_DOMAIN` (and optionally
 * `CHILIPIPER_ROUTER`) the browser opens Chili Piper's calendar (`chiliPiperBrowserConfig`).
 * With `CHILIPIPER_API_KEY` as well, the server also routes the lead through the Concierge
 * REST endpoint so a rep gets it even when the visitor closes the calendar. Embedded default:
 * the booking request is recorded and the visitor sees a confirmation.
 */

export const chilipiperEnv = z.object({
  CHILIPIPER_DOMAIN: optionalEnv(z.string().regex(/^[a-z0-9-]+$/i, "expected the account's sub-domain")),
  CHILIPIPER_ROUTER: optionalEnv(z.string().regex(/^[\w-]+$/)),
  CHILIPIPER_API_KEY: optionalEnv(z.string().min(1)),
  CHILIPIPER_API_URL: optionalEnv(z.url()),
});
const env = () => readEnv("chilipiper", chilipiperEnv);

export type BookingStep = { provider: "chilipiper"; domain: string; router: string } | { provider: "confirmation" };

/** What the demo form shows after success: Chili Piper's calendar, or a confirmation. */
export function bookingStep(): BookingStep {
  const { CHILIPIPER_DOMAIN, CHILIPIPER_ROUTER } = env();
  return CHILIPIPER_DOMAIN ? { provider: "chilipiper", domain: CHILIPIPER_DOMAIN, router: CHILIPIPER_ROUTER ?? "inbound-router" } : { provider: "confirmation" };
}

export interface DemoBookingRequest {
  locale: string;
  fields: Record<string, string | boolean>;
}

export interface DemoBookingResult {
  status: "routed" | "recorded";
  bookingId: string;
}

/**
 * The booking's id at Chili Piper: derived from the outbox entry's id, so every retry of one demo request names the
 * same booking and a retry in doubt asks for it (`quillio-demo-` names where it came from among Chili Piper's bookings).
 */
export const bookingIdOf = (outboxId: string) => `quillio-demo-${outboxId}`;

const bookingSchema = z.object({ bookingId: z.string() });

/** The Concierge REST API when `CHILIPIPER_DOMAIN` and `CHILIPIPER_API_KEY` are set; null: the embedded default. */
function conciergeApi() {
  const { CHILIPIPER_DOMAIN, CHILIPIPER_ROUTER, CHILIPIPER_API_KEY, CHILIPIPER_API_URL } = env();
  if (!CHILIPIPER_DOMAIN || !CHILIPIPER_API_KEY) return null;
  return {
    baseUrl: `${(CHILIPIPER_API_URL ?? "https://fire.chilipiper.com").replace(/\/$/, "")}/api/fire-edge/v1/org/concierge`,
    domain: CHILIPIPER_DOMAIN,
    router: CHILIPIPER_ROUTER ?? "inbound-router",
    apiKey: CHILIPIPER_API_KEY,
  };
}

interface BookingContext {
  db: Db;
  idempotencyKey: string;
  /** Set when an earlier attempt may have arrived: Chili Piper is asked for the booking before routing again. */
  doubtSince?: string | null;
  /** Aborts the calls (the outbox's deadline). */
  signal?: AbortSignal;
}

/** Whether Chili Piper (or the embedded default) has the booking; null when it cannot tell. */
async function hasBooking(api: ReturnType<typeof conciergeApi>, bookingId: string, context: BookingContext): Promise<boolean | null> {
  if (!api) {
    const recorded = await context.db.selectFrom("embedded_deliveries").select("reference").where("destination", "=", "chilipiper").where("reference", "=", bookingId).executeTakeFirst();
    return recorded !== undefined;
  }
  const url = `${api.baseUrl}/bookings/${encodeURIComponent(bookingId)}`;
  const headers = { authorization: `Bearer ${api.apiKey}`, "idempotency-key": context.idempotencyKey };
  const found = await askReceiver("chilipiper", () => http.get(url, { headers, signal: context.signal }).text(), bookingSchema);
  return found === null ? null : found.bookingId === bookingId;
}

/**
 * Routes the demo lead once. Every call carries the entry's id (`Idempotency-Key`) and its booking id; after an
 * attempt that may have arrived, Chili Piper is asked for the booking first (`GET …/concierge/bookings/{bookingId}`,
 * the embedded default by its `reference`), and the lead is routed again only when it has none.
 */
export async function bookDemo(request: DemoBookingRequest, context: BookingContext): Promise<DemoBookingResult> {
  const api = conciergeApi();
  const bookingId = bookingIdOf(context.idempotencyKey);
  const status = api ? "routed" : "recorded";
  if (context.doubtSince && (await hasBooking(api, bookingId, context))) return { status, bookingId };
  if (api) {
    await callDownstream("chilipiper", () =>
      http
        .post(`${api.baseUrl}/route`, {
          json: { domain: api.domain, router: api.router, bookingId, form: request.fields, locale: request.locale },
          headers: { authorization: `Bearer ${api.apiKey}`, "idempotency-key": context.idempotencyKey },
          signal: context.signal,
        })
        .json(),
    );
  } else {
    await context.db
      .insertInto("embedded_deliveries")
      .values({ idempotency_key: context.idempotencyKey, destination: "chilipiper", reference: bookingId, payload: JSON.stringify(request), created_at: nowIso() })
      .onConflict((oc) => oc.column("idempotency_key").doNothing())
      .execute();
  }
  return { status, bookingId };
}
