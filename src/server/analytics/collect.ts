import { z } from "zod";
import { BodyTooLarge, readBodyBytes } from "@/server/security/body";
import { embeddedBatchSchema } from "@/features/analytics/event-schema";
import { clientIp, errorResponse } from "@/server/api/endpoint";
import { SlidingWindowLimiter } from "@/server/api/rate-limit";
import type { Db } from "@/server/db";
import { recordAnalyticsEvents } from "./events";

const MAX_BODY_BYTES = 64 * 1024;

export const analyticsCollectEnv = z.object({
  ANALYTICS_RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(240),
});

let limiter: SlidingWindowLimiter | undefined;

/** Its own budget, per minute and address (kept in memory only), so page events never eat the forms' one. */
function analyticsLimiter(): SlidingWindowLimiter {
  limiter ??= new SlidingWindowLimiter(analyticsCollectEnv.parse(process.env).ANALYTICS_RATE_LIMIT_MAX, 60_000);
  return limiter;
}

async function readBody(request: Request): Promise<string | null> {
  try {
    return new TextDecoder().decode(await readBodyBytes(request, MAX_BODY_BYTES));
  } catch (error) {
    if (error instanceof BodyTooLarge) return null;
    throw error;
  }
}

/**
 * The embedded analytics endpoint: validates a batch of events and stores them, answering 204.
 * Only same-site pages may post; bad input gets a 4xx, a storage failure a 503.
 */
export async function collectAnalytics(request: Request, getDb: () => Promise<Db>): Promise<Response> {
  if (request.headers.get("sec-fetch-site") === "cross-site") {
    return errorResponse(403, { code: "forbidden", message: "Events are accepted from the site's own pages only." });
  }
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type && type !== "application/json" && type !== "text/plain") {
    return errorResponse(415, { code: "unsupported_media_type", message: "Send JSON." });
  }
  const decision = analyticsLimiter().hit(clientIp(request));
  if (!decision.allowed) {
    return errorResponse(429, { code: "rate_limited", message: "Too many events." }, { "retry-after": String(decision.retryAfterSeconds) });
  }
  const raw = await readBody(request);
  if (raw === null) return errorResponse(413, { code: "payload_too_large", message: "The request body is too large." });
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return errorResponse(400, { code: "malformed_json", message: "The request body is not valid JSON." });
  }
  const parsed = embeddedBatchSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return errorResponse(400, { code: "invalid_value", field: issue?.path.map(String).join(".") || undefined, message: issue?.message ?? "Invalid events." });
  }
  try {
    await recordAnalyticsEvents(await getDb(), parsed.data.events);
  } catch (error) {
    console.error("[analytics] events could not be stored", error);
    return errorResponse(503, { code: "service_unavailable", message: "Try again later." }, { "retry-after": "30" });
  }
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
}
