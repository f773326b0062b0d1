import type { Locale } from "@/routing/locales";

/**
 * Landing-page rules of the catch-all `page` route (spec section 2): a generic page whose locale
 * and category match a rule is a campaign page, shown in the landing layout with the menu hidden.
 * Editors add a campaign category here; every other generic page gets the default layout and menu.
 */
export const landingPageRules: readonly { locale: Locale; category: string }[] = [
  { locale: "en", category: "campaign" },
  { locale: "de", category: "kampagne" },
  { locale: "fr", category: "campagne" },
];

export function isLandingPage(locale: Locale, category: string | null | undefined): boolean {
  return landingPageRules.some((rule) => rule.locale === locale && rule.category === category);
}
