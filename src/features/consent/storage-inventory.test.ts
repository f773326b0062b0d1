import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONSENTS_COOKIE } from "@/features/consent/cookie";
import { GEO_COUNTRY_COOKIE } from "@/features/consent/geo";
import { draftKey } from "@/features/forms/draft";
import { LAST_SUBMITTED_EMAIL_COOKIE } from "@/features/forms/last-submitted-email";
import { COMPANY_DOMAIN_KEY } from "@/features/tracking/company-domain";
import { INITIAL_TRAFFIC_SOURCE_KEY, MOST_RECENT_TRAFFIC_SOURCE_KEY, TRAFFIC_SESSION_COOKIE } from "@/features/tracking/traffic-source";
import { VIEWPORT_COOKIE } from "@/features/viewport/breakpoints";
import { PREVIEW_COOKIE } from "@/content/preview";
import { LOCALE_COOKIE } from "@/routing/locales";
import { VISITOR_COOKIE } from "@/server/redemption/endpoints";
import { PROMOTION_DISMISSED_KEY } from "@/lib/promotion";
import { inventoryItem, storageInventory } from "@/lib/storage-inventory";

describe("the storage inventory", () => {
  it("names what the code stores, under the names the code uses", () => {
    const cookies = [CONSENTS_COOKIE, LOCALE_COOKIE, VIEWPORT_COOKIE, GEO_COUNTRY_COOKIE, VISITOR_COOKIE, PREVIEW_COOKIE, TRAFFIC_SESSION_COOKIE, LAST_SUBMITTED_EMAIL_COOKIE];
    for (const name of cookies) expect(inventoryItem("cookie", name), name).toBeDefined();
    for (const name of [INITIAL_TRAFFIC_SOURCE_KEY, MOST_RECENT_TRAFFIC_SOURCE_KEY, COMPANY_DOMAIN_KEY, PROMOTION_DISMISSED_KEY]) expect(inventoryItem("localStorage", name), name).toBeDefined();
    for (const name of [draftKey("abc"), "maturity_model:de", "reload-guard:/pricing/"]) expect(inventoryItem("sessionStorage", name), name).toBeDefined();
    expect(inventoryItem("localStorage", "anything_else")).toBeUndefined();
  });

  it("keeps the measurement traces out of the necessary category: withdrawing consent erases them", () => {
    for (const name of [TRAFFIC_SESSION_COOKIE, LAST_SUBMITTED_EMAIL_COOKIE]) expect(inventoryItem("cookie", name)?.category).toBe("analytics");
    for (const name of [INITIAL_TRAFFIC_SOURCE_KEY, MOST_RECENT_TRAFFIC_SOURCE_KEY, COMPANY_DOMAIN_KEY]) expect(inventoryItem("localStorage", name)?.category).toBe("analytics");
  });

  it("is what the cookie policy lists, in every language", () => {
    const folder = path.resolve(__dirname, "../../../content/documents/legal_document");
    const policies = readdirSync(folder)
      .flatMap((file) => JSON.parse(readFileSync(path.join(folder, file), "utf8")) as { uid: string; lang: string; data: { content: { text: string }[] } }[])
      .filter((doc) => /cookie/.test(doc.uid));
    expect(policies.map((doc) => doc.lang).sort()).toEqual(["de-de", "en-us", "fr-fr"]);
    for (const policy of policies) {
      const text = policy.data.content.map((block) => block.text).join("\n");
      for (const item of storageInventory) expect(text, `${item.name} in ${policy.lang}`).toContain(item.name.replace(/\*$/, "…"));
    }
  });
});
