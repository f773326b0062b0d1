/**
 * npm run codes:dashboard-link -- --campaign <uid> [--locale en|de|fr] [--days 90]
 *
 * Prints a signed link to a campaign's dashboard, for the employer who runs it. Without the link the
 * dashboard answers 404. The uid is the one in the page's URL in that language. Links are signed with
 * REDEMPTION_DASHBOARD_SECRET (or the key generated in DATA_DIR): run this where the server's key is,
 * and set SITE_URL to the public address.
 */
import { parseArgs } from "node:util";
import { siteUrl } from "@/config/site";
import { isLocale } from "@/routing/locales";
import { buildPath } from "@/routing/routes";
import { CAMPAIGN_PATTERN } from "@/server/redemption/codes";
import { DASHBOARD_LINK_DAYS, dashboardKey } from "@/server/redemption/dashboard-link";

const usage = "Usage: npm run codes:dashboard-link -- --campaign <uid> [--locale en|de|fr] [--days 90]";

function main() {
  const { values } = parseArgs({ options: { campaign: { type: "string" }, locale: { type: "string", default: "en" }, days: { type: "string", default: String(DASHBOARD_LINK_DAYS) }, help: { type: "boolean", default: false } } });
  if (values.help) return console.log(usage);
  if (!values.campaign || !CAMPAIGN_PATTERN.test(values.campaign)) throw new Error(usage);
  if (!isLocale(values.locale)) throw new Error(`--locale wants en, de or fr, got ${values.locale}`);
  const days = Number(values.days);
  if (!Number.isFinite(days) || days <= 0 || days > 3660) throw new Error(`--days wants a number of days (at most 3660), got ${values.days}`);
  const path = buildPath("redemption_dashboard", values.locale, { uid: values.campaign });
  if (!path) throw new Error(`No dashboard route in ${values.locale}`);
  const expires = new Date(Date.now() + days * 86_400_000);
  console.log(`${siteUrl}${path}?key=${dashboardKey(values.campaign, days)}`);
  console.error(`Valid until ${expires.toISOString()}.`);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
