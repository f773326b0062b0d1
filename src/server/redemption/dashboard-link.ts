import { generatedSecrets, signingSecret, signToken, verifyToken } from "@/server/security/signed-tokens";

const PURPOSE = "redemption-dashboard";
/** How long a dashboard link opens the dashboard unless the command is told otherwise. */
export const DASHBOARD_LINK_DAYS = 90;

const secret = () => signingSecret(generatedSecrets.redemptionDashboard);

/** The `key` of a dashboard link for the campaign page `uid` (as in its URL), valid `days` days. */
export function dashboardKey(uid: string, days = DASHBOARD_LINK_DAYS, now = Date.now()): string {
  return signToken(secret(), PURPOSE, uid, now + days * 86_400_000);
}

/** Whether `key` opens the dashboard of the campaign page `uid`: signed by this site, for this uid, not expired. */
export function isDashboardKey(uid: string, key: unknown, now = Date.now()): boolean {
  return verifyToken(secret(), PURPOSE, key, now)?.subject === uid;
}
