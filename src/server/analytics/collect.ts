import { z } from "zod";
import { siteUrl } from "@/config/site";
import { embeddedBatchSchema } from "@/lib/analytics/event-schema";
import { clientIp, errorResponse, nulRefusal } from "@/server/api/endpoint";
import { nulPath } from "@/server/security/nul";
import { Limiter, MemoryStore, type LimitRule } from "@/server/limits";
import type { Db } from "@/server/db";
import { BodyTooLarge, readBodyBytes } from "@/server/security/body";
import { publicOriginOf } from "@/server/security/client-identity";
import { analyticsBudget, analyticsBudgetEnv } from "./budget";
import { recordAnalyticsEvents, storedBytes } from "./events";
import { analyticsRetentionEnv, pruneAnalyticsSoon } from "./retention";
import { logger } from "@/lib/log";

const log = logger("analytics");

/** Largest batch body: 50 events (MAX_EVENTS_PER_BATCH) of a page are a few KB; anything bigger gets 413. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Every variable of the embedded analytics (src/config/env.ts checks them at start). */
export const analyticsCollectEnv = z
  .object({
    ANALYTICS_RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(240),
  })
  .extend(analyticsBudgetEnv.shape)
  .extend(analyticsRetentionEnv.shape);

/** Its own limit, per minute and address (kept in memory only), so page events never eat the forms' one. */
const limiter = new Limiter(new MemoryStore());
let rule: LimitRule | undefined;

async function readBody(request: Request): Promise<string | null> {
  try {
    return new TextDecoder().decode(await readBodyBytes(request, MAX_BODY_BYTES));
  } catch (error) {
    if (error instanceof BodyTooLarge) return null;
    throw error;
  }
}

const hostOf = (url: string | null | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
};

/**
 * Whether a browser says the batch comes from another site. Each header is checked when present: Sec-Fetch-Site
 * must be same-origin or same-site, Origin and Referer must name the site's own host (SITE_URL's, the one the
 * server vouches for, or the one asked for). A script can leave all three out: the budgets are the defence then.
 */
function fromAnotherSite(request: Request): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "same-site") return true;
  const own = new Set([hostOf(siteUrl), hostOf(publicOriginOf(request)), hostOf(request.url)].filter((host): host is string => host !== null));
  const origin = request.headers.get("origin");
  // "null": a sandboxed frame, a file, a redirect across origins; none is one of the site's pages.
  if (origin !== null && !own.has(hostOf(origin) ?? "")) return true;
  const referer = request.headers.get("referer");
  return referer !== null && referer !== "" && !own.has(hostOf(referer) ?? "");
}

/**
 * The embedded analytics endpoint: validates a batch of events and stores them, answering 204.
 * Only the site's own pages may post; every client has a budget of rows and bytes per hour and per day, and
 * the site one per day (429 with Retry-After beyond it: the browser's beacon never retries). Bad input gets
 * a 4xx, a storage failure a 503.
 */
export async function collectAnalytics(request: Request, getDb: () => Promise<Db>): Promise<Response> {
  if (fromAnotherSite(request)) {
    return errorResponse(403, { code: "forbidden", message: "Events are accepted from the site's own pages only." });
  }
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type && type !== "application/json" && type !== "text/plain") {
    return errorResponse(415, { code: "unsupported_media_type", message: "Send JSON." });
  }
  const client = clientIp(request);
  rule ??= { name: "analytics", max: analyticsCollectEnv.parse(process.env).ANALYTICS_RATE_LIMIT_MAX, windowMs: 60_000 };
  const decision = await limiter.hit(rule, client);
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
  const nul = nulPath(json);
  if (nul !== null) return nulRefusal(nul);
  const parsed = embeddedBatchSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return errorResponse(400, { code: "invalid_value", field: issue?.path.map(String).join(".") || undefined, message: issue?.message ?? "Invalid events." });
  }
  const { events } = parsed.data;
  try {
    const budget = await analyticsBudget().charge(client, events.map(storedBytes));
    if (!budget.allowed) {
      return errorResponse(429, { code: "rate_limited", message: "This client's analytics budget is used up." }, { "retry-after": String(budget.retryAfterSeconds) });
    }
    // Near the site's daily budget, a client beyond its share has a sample of its events stored (answered the same).
    const kept = events.filter((_, i) => budget.keep?.[i] ?? true);
    const db = await getDb();
    if (kept.length > 0) await recordAnalyticsEvents(db, kept);
    pruneAnalyticsSoon(db);
  } catch (error) {
    log.error("events could not be stored", { err: error });
    return errorResponse(503, { code: "service_unavailable", message: "Try again later." }, { "retry-after": "30" });
  }
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
}
