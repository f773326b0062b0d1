import { z } from "zod";
import { rateLimits, type Limiter, type LimitRule } from "@/server/limits";

/** New codes one client address may take per hour and per day, over every campaign (an office behind one address included). */
export const CODES_PER_ADDRESS_HOUR = 10;
export const CODES_PER_ADDRESS_DAY = 20;
/**
 * New codes a campaign hands out per hour before its proofs of work get dearer for the clients that take them: what a
 * launch mail brings, far from a pool drained in seconds.
 */
export const CODES_PER_CAMPAIGN_HOUR = 500;
/** The most a proof of work's difficulty is multiplied by (2^10): about five minutes of a laptop's core at the default. */
export const MAX_PROOF_LEVEL = 1024;

export const redemptionBudgetEnv = z.object({
  REDEMPTION_CODES_PER_ADDRESS_HOUR: z.coerce.number().int().min(0).default(CODES_PER_ADDRESS_HOUR),
  REDEMPTION_CODES_PER_ADDRESS_DAY: z.coerce.number().int().min(0).default(CODES_PER_ADDRESS_DAY),
  REDEMPTION_CODES_PER_CAMPAIGN_HOUR: z.coerce.number().int().min(0).default(CODES_PER_CAMPAIGN_HOUR),
});

const HOUR = 3_600_000;

function budgetRules(env: z.infer<typeof redemptionBudgetEnv>) {
  return {
    addressHour: { name: "codes-address-hour", max: env.REDEMPTION_CODES_PER_ADDRESS_HOUR, windowMs: HOUR },
    addressDay: { name: "codes-address-day", max: env.REDEMPTION_CODES_PER_ADDRESS_DAY, windowMs: 24 * HOUR },
    // Counted, never refused: how near its hourly budget a campaign is (counted up to twice the budget, as far as it matters).
    campaignHour: { name: "codes-campaign-hour", max: 2 * env.REDEMPTION_CODES_PER_CAMPAIGN_HOUR, windowMs: HOUR },
  } satisfies Record<string, LimitRule>;
}

export type BudgetDecision = { allowed: true } | { allowed: false; code: "code_limit_reached"; retryAfterSeconds: number };

/**
 * Spends one new code of the address's budgets (its hour and day, 0 = that budget off) and counts it for the
 * campaign, in the shared rate-limit store so every instance counts together. The campaign's hour never refuses
 * anyone: near its end the proof of work gets dearer for the clients that took codes (`proofLevel`). A visitor who
 * already has a code never comes here. A store that cannot count throws: no code is handed out that the budgets
 * did not see.
 */
export async function spendHandOutBudget(campaign: string, clientIp: string): Promise<BudgetDecision> {
  const env = redemptionBudgetEnv.parse(process.env);
  const { store } = rateLimits();
  const rules = budgetRules(env);
  for (const rule of [rules.addressHour, rules.addressDay]) {
    if (rule.max === 0) continue;
    const decision = await store.hit(rule, clientIp);
    if (!decision.allowed) return { allowed: false, code: "code_limit_reached", retryAfterSeconds: decision.retryAfterSeconds };
  }
  if (rules.campaignHour.max > 0) await store.hit(rules.campaignHour, campaign);
  return { allowed: true };
}

/** How much of `rule` the key has used, without counting anything (0 when the rule is off). */
async function usedOf(store: Limiter, rule: LimitRule, key: string): Promise<number> {
  if (rule.max === 0) return 0;
  const decision = await store.peek(rule, key);
  // A peek counts the request it asks about: take it off.
  return Math.max(0, (decision.used ?? 1) - 1);
}

/**
 * How many times the base difficulty the next proof of work of `clientIp` for a code of `campaign` must be: 1 while
 * the campaign has handed out less than half its hourly budget, and always for a client address that took no code
 * in the last hour; past that, 2^(codes the address took in the last hour × w), w growing from 0 at half the budget
 * to 1 at the budget and 2 at one and a half times it, at most `MAX_PROOF_LEVEL`. So the clients that spend a
 * campaign pay more and more for each code, while a visitor asking for a first code pays what anyone pays.
 */
export async function proofLevel(campaign: string, clientIp: string): Promise<number> {
  const env = redemptionBudgetEnv.parse(process.env);
  if (env.REDEMPTION_CODES_PER_CAMPAIGN_HOUR === 0) return 1;
  const { store } = rateLimits();
  const rules = budgetRules(env);
  const [handedOut, taken] = await Promise.all([usedOf(store, rules.campaignHour, campaign), usedOf(store, rules.addressHour, clientIp)]);
  const weight = Math.min(2, Math.max(0, (2 * handedOut) / env.REDEMPTION_CODES_PER_CAMPAIGN_HOUR - 1));
  return Math.min(MAX_PROOF_LEVEL, 2 ** Math.ceil(taken * weight));
}
