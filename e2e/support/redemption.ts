import { signToken } from "../../src/server/security/signed-tokens";

/** The dashboard-link key of the e2e server (REDEMPTION_DASHBOARD_SECRET in playwright.config.ts). */
export const E2E_DASHBOARD_SECRET = "e2e-dashboard-secret-0b6c1f2a9d7e4c3b8a5f";

/** A dashboard `key` as `npm run codes:dashboard-link` makes it, valid until `expiresAt`. */
export function dashboardKeyFor(uid: string, expiresAt = Date.now() + 3_600_000, purpose = "redemption-dashboard"): string {
  return signToken(E2E_DASHBOARD_SECRET, purpose, uid, expiresAt);
}
