import { z } from "zod";
import { rateLimits, type LimitRule } from "@/server/api/rate-limit";

/** New codes one client address may take per hour and per day, over every campaign (an office behind one address included). */
export const CODES_PER_ADDRESS_HOUR = 10;
export const CODES_PER_ADDRESS_DAY = 20;
/** New codes one campaign hands out per hour at most: what a launch mail brings, far from a pool drained in seconds. */
export const CODES_PER_CAMPAIGN_HOUR = 500;

export const redemptionBudgetEnv = z.object({
  REDEMPTION_CODES_PER_ADDRESS_HOUR: z.coerce.number().int().min(0).default(CODES_PER_ADDRESS_HOUR),
  REDEMPTION_CODES_PER_ADDRESS_DAY: z.coerce.number().int().min(0).default(CODES_PER_ADDRESS_DAY),
  REDEMPTION_CODES_PER_CAMPAIGN_HOUR: z.coerce.number().int().min(0).default(CODES_PER_CAMPAIGN_HOUR),
});

const HOUR = 3_600_000;

export type BudgetDecision = { allowed: true } | { allowed: false; code: "code_limit_reached" | "campaign_busy"; retryAfterSeconds: number };

/**
 * Spends one new code of the budgets (0 = that budget off): the address's hour and day, then the
 * campaign's hour, counted in the shared rate-limit store so every instance counts together. A
 * visitor who already has a code never comes here. A store that cannot count throws: no code is
 * handed out that the budgets did not see.
 */
export async function spendHandOutBudget(campaign: string, clientIp: string): Promise<BudgetDecision> {
  const env = redemptionBudgetEnv.parse(process.env);
  const { store } = rateLimits();
  const checks: [LimitRule, string, "code_limit_reached" | "campaign_busy"][] = [
    [{ name: "codes-address-hour", max: env.REDEMPTION_CODES_PER_ADDRESS_HOUR, windowMs: HOUR }, clientIp, "code_limit_reached"],
    [{ name: "codes-address-day", max: env.REDEMPTION_CODES_PER_ADDRESS_DAY, windowMs: 24 * HOUR }, clientIp, "code_limit_reached"],
    [{ name: "codes-campaign-hour", max: env.REDEMPTION_CODES_PER_CAMPAIGN_HOUR, windowMs: HOUR }, campaign, "campaign_busy"],
  ];
  for (const [rule, key, code] of checks) {
    if (rule.max === 0) continue;
    const decision = await store.hit(rule, key);
    if (!decision.allowed) return { allowed: false, code, retryAfterSeconds: decision.retryAfterSeconds };
  }
  return { allowed: true };
}
