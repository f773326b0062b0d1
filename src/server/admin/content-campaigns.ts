import "server-only";
import { allRedemptionPages } from "@/content/queries/redemption";
import { localeFromPrismicLang, prismicLangs } from "@/routing/locales";
import { CAMPAIGN_PATTERN } from "@/server/redemption/codes";
import type { PublishedCampaign } from "./campaigns";

/**
 * Every redemption campaign the content publishes, keyed as its pool is (the English uid, else the page's own, as
 * `findCampaign` does), active when any of its language versions is.
 */
export async function publishedCampaigns(): Promise<PublishedCampaign[]> {
  const pages = await allRedemptionPages();
  const campaigns = new Map<string, PublishedCampaign>();
  for (const page of pages) {
    if (!page.uid) continue;
    const english = page.lang === prismicLangs.en ? page.uid : page.alternate_languages.find((entry) => localeFromPrismicLang(entry.lang) === "en")?.uid;
    const key = english && CAMPAIGN_PATTERN.test(english) ? english : page.uid;
    if (!CAMPAIGN_PATTERN.test(key)) continue;
    const known = campaigns.get(key);
    campaigns.set(key, { campaign: key, active: (known?.active ?? false) || page.data.is_active === true });
  }
  return [...campaigns.values()];
}
