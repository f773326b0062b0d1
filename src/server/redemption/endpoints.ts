import "server-only";
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { endpoint, errorResponse, json } from "@/server/api/endpoint";
import { getDb, type Db } from "@/server/db";
import { locales } from "@/routing/locales";
import { PROOF_HEADER } from "@/lib/proof-of-work/protocol";
import { challengeMessages, checkProof } from "@/server/proof-of-work/challenge";
import { proofLevel, spendHandOutBudget } from "./budgets";
import { findCampaign, redeemUrl, type Campaign } from "./campaigns";
import { campaignStats, claimCode, ensureShippedPool, findClaim, recentClaimTimes } from "./codes";
import { isDashboardKey } from "./dashboard-link";
import { requestIsHttps } from "@/server/security/request-scheme";
import { handOutRate, watchSurge } from "./hand-out-rate";

/** The visitor's random id for code campaigns: httpOnly, sent only to these endpoints. */
export const VISITOR_COOKIE = "redemption_visitor";
const VISITOR_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;
/** Chrome caps cookie lifetimes at 400 days. */
const VISITOR_MAX_AGE = 400 * 86_400;

const campaignInput = {
  campaign: z.string({ error: "required" }).trim().min(1, "required").max(100, "too_long").regex(/^[a-z0-9-]+$/, "invalid_value"),
  locale: z.enum(locales, { error: "invalid_value" }),
};
const campaignQuery = z.object(campaignInput);
const statsQuery = z.object({ ...campaignInput, key: z.string().max(1024, "too_long").optional() });

function visitorFrom(request: Request): string | null {
  for (const part of request.headers.get("cookie")?.split(";") ?? []) {
    const [name, ...value] = part.trim().split("=");
    if (name === VISITOR_COOKIE) {
      const id = value.join("=");
      return VISITOR_PATTERN.test(id) ? id : null;
    }
  }
  return null;
}

function visitorCookie(request: Request, id: string): string {
  const https = requestIsHttps(request);
  return `${VISITOR_COOKIE}=${id}; Path=/api/redemption/; Max-Age=${VISITOR_MAX_AGE}; HttpOnly; SameSite=Lax${https ? "; Secure" : ""}`;
}

const notFound = () => errorResponse(404, { code: "not_found", message: "There is no such code campaign." });
const inactive = () => errorResponse(410, { code: "campaign_inactive", message: "This campaign has ended." });

async function openCampaign(campaign: string, locale: (typeof locales)[number]): Promise<{ campaign: Campaign | null; response?: Response }> {
  const found = await findCampaign(campaign, locale);
  if (!found) return { campaign: null, response: notFound() };
  if (!found.active) return { campaign: null, response: inactive() };
  return { campaign: found };
}

const answer = (campaign: Campaign, claim: { code: string; claimedAt: string }) => ({ code: claim.code, claimedAt: claim.claimedAt, redeemUrl: redeemUrl(campaign, claim.code) });

/** GET /api/redemption/code?campaign=&locale=: the code this visitor already has (`code: null` when none), without taking one. */
export const visitorCodeEndpoint = endpoint({
  method: "GET",
  query: campaignQuery,
  async handle({ query, request }) {
    const { campaign, response } = await openCampaign(query.campaign, query.locale);
    if (!campaign) return response!;
    const visitor = visitorFrom(request);
    const claim = visitor ? await findClaim(await getDb(), campaign.key, visitor) : null;
    return json(claim ? answer(campaign, claim) : { code: null });
  },
});

const addressLimitMessage = "Too many codes were requested from your network. Try again later.";

/** Surges are looked for at most once a minute per campaign and process after a new code (the dashboard looks on each refresh). */
const SURGE_CHECK_MS = 60_000;
const lastSurgeCheck = new Map<string, number>();

async function checkSurgeAfterHandOut(db: Db, campaign: string): Promise<void> {
  const now = Date.now();
  if (now - (lastSurgeCheck.get(campaign) ?? 0) < SURGE_CHECK_MS) return;
  lastSurgeCheck.set(campaign, now);
  watchSurge(campaign, handOutRate(await recentClaimTimes(db, campaign, new Date(now)), new Date(now)));
}

/**
 * POST /api/redemption/code `{ campaign, locale }`: this visitor's code, taken from the pool the first
 * time (201) and the same one afterwards (200); 409 `pool_exhausted` when none is left. A new code
 * needs a solved proof-of-work challenge (`x-altcha`, else 403 `challenge_*`) of the difficulty this client
 * now needs (`proofLevel`: dearer for a client that took many codes near the campaign's hourly budget, else 403
 * `challenge_too_easy`) and room in the address's budgets (else 429 `code_limit_reached`); a visitor who already
 * has one gets it back without either.
 */
export const claimCodeEndpoint = endpoint({
  method: "POST",
  body: campaignQuery,
  async handle({ body, request, clientIp }) {
    const { campaign, response } = await openCampaign(body.campaign, body.locale);
    if (!campaign) return response!;
    const known = visitorFrom(request);
    const db = await getDb();
    const existing = known ? await findClaim(db, campaign.key, known) : null;
    if (existing) return json(answer(campaign, existing));
    const proof = await checkProof(request.headers.get(PROOF_HEADER), "redemption", { minLevel: await proofLevel(campaign.key, clientIp) });
    if (!proof.ok) return errorResponse(403, { code: proof.code, message: challengeMessages[proof.code] });
    const visitor = known ?? randomBytes(32).toString("base64url");
    const headers: Record<string, string> = known ? {} : { "set-cookie": visitorCookie(request, visitor) };
    await ensureShippedPool(db, campaign.key);
    const budget = await spendHandOutBudget(campaign.key, clientIp);
    if (!budget.allowed) return errorResponse(429, { code: budget.code, message: addressLimitMessage }, { ...headers, "retry-after": String(budget.retryAfterSeconds) });
    const claim = await claimCode(db, campaign.key, visitor);
    if (!claim) return errorResponse(409, { code: "pool_exhausted", message: "Every code of this campaign has been handed out." }, headers);
    if (claim.isNew) await checkSurgeAfterHandOut(db, campaign.key);
    return json(answer(campaign, claim), claim.isNew ? 201 : 200, headers);
  },
});

/**
 * GET /api/redemption/stats?campaign=&locale=&key=: live counts and the hand-out rate of the last 24 hours
 * (with its surge alert) for a signed dashboard link; 404 for anyone else.
 */
export const campaignStatsEndpoint = endpoint({
  method: "GET",
  query: statsQuery,
  async handle({ query }) {
    if (!isDashboardKey(query.campaign, query.key)) return notFound();
    const campaign = await findCampaign(query.campaign, query.locale);
    if (!campaign) return notFound();
    const db = await getDb();
    await ensureShippedPool(db, campaign.key);
    const now = new Date();
    const rate = watchSurge(campaign.key, handOutRate(await recentClaimTimes(db, campaign.key, now), now));
    return json({ ...(await campaignStats(db, campaign.key)), rate, active: campaign.active, updatedAt: now.toISOString() });
  },
});
