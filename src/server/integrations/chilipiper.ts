import { z } from "zod";
import { nowIso, type Db } from "../db";
import { http, callDownstream } from "./http";
import { optionalEnv, readEnv } from "./env";

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

export async function bookDemo(request: DemoBookingRequest, context: { db: Db; idempotencyKey: string }): Promise<{ status: "routed" | "recorded" }> {
  const { CHILIPIPER_DOMAIN, CHILIPIPER_ROUTER, CHILIPIPER_API_KEY, CHILIPIPER_API_URL } = env();
  if (CHILIPIPER_DOMAIN && CHILIPIPER_API_KEY) {
    const baseUrl = (CHILIPIPER_API_URL ?? "https://fire.chilipiper.com").replace(/\/$/, "");
    await callDownstream("chilipiper", () =>
      http
        .post(`${baseUrl}/api/fire-edge/v1/org/concierge/route`, {
          json: { domain: CHILIPIPER_DOMAIN, router: CHILIPIPER_ROUTER ?? "inbound-router", form: request.fields, locale: request.locale },
          headers: { authorization: `Bearer ${CHILIPIPER_API_KEY}`, "idempotency-key": context.idempotencyKey },
        })
        .json(),
    );
    return { status: "routed" };
  }
  await context.db
    .insertInto("embedded_deliveries")
    .values({ idempotency_key: context.idempotencyKey, destination: "chilipiper", payload: JSON.stringify(request), created_at: nowIso() })
    .onConflict((oc) => oc.column("idempotency_key").doNothing())
    .execute();
  return { status: "recorded" };
}
