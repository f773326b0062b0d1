import "server-only";
import { findRedemptionPage } from "@/content/queries/redemption";
import { localeFromPrismicLang, prismicLangs, type Locale } from "@/routing/locales";
import { CAMPAIGN_PATTERN } from "./codes";

export interface Campaign {
  /** The pool's key: the campaign's uid in English, else in its own language, so every language shares one pool. */
  key: string;
  active: boolean;
  appStoreId: string | null;
}

/** The campaign a redemption_code page (uid in the URL's language) runs, or null when there is none. */
export async function findCampaign(uid: string, locale: Locale): Promise<Campaign | null> {
  if (!CAMPAIGN_PATTERN.test(uid)) return null;
  const page = await findRedemptionPage(uid, locale);
  if (!page?.uid) return null;
  const english = page.lang === prismicLangs.en ? page.uid : page.alternate_languages.find((entry) => localeFromPrismicLang(entry.lang) === "en")?.uid;
  const key = english && CAMPAIGN_PATTERN.test(english) ? english : page.uid;
  const appStoreId = page.data.app_store_id?.trim();
  return { key, active: page.data.is_active === true, appStoreId: appStoreId && /^\d{1,20}$/.test(appStoreId) ? appStoreId : null };
}

/** Apple's offer-code redemption link: opens the App Store with the code filled in. */
export function redeemUrl(campaign: Pick<Campaign, "appStoreId">, code: string): string {
  const url = new URL("https://apps.apple.com/redeem");
  url.searchParams.set("ctx", "offercodes");
  if (campaign.appStoreId) url.searchParams.set("id", campaign.appStoreId);
  url.searchParams.set("code", code);
  return url.toString();
}
