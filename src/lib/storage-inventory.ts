/**
 * Everything the site stores in a visitor's browser: cookies, localStorage and sessionStorage keys, its own and those
 * of the services it loads when they are configured. One list, three readers: the cookie policy names every entry
 * (the seed writes it from this list, scripts/seed/content/cookie-policy.ts), withdrawing consent erases every entry
 * of the withdrawn category (src/features/consent/forget.ts), and a browser test compares it with what a browser
 * really holds after a visit (e2e/privacy-storage.spec.ts). A name ending in `*` is a prefix.
 */
export type StorageArea = "cookie" | "localStorage" | "sessionStorage";
/** The consent category an entry belongs to: necessary entries need none; the others come and go with it. */
export type StorageCategory = "necessary" | "analytics" | "ad";

export interface StoredItem {
  name: string;
  area: StorageArea;
  category: StorageCategory;
  /** Who writes it: the site, or a service loaded only when configured and consented to. */
  by: "site" | "Datadog" | "Amplitude" | "Google" | "Microsoft";
}

export const storageInventory: readonly StoredItem[] = [
  { name: "consents", area: "cookie", category: "necessary", by: "site" },
  { name: "i18n_redirected", area: "cookie", category: "necessary", by: "site" },
  { name: "viewport", area: "cookie", category: "necessary", by: "site" },
  { name: "geo_country", area: "cookie", category: "necessary", by: "site" },
  { name: "redemption_visitor", area: "cookie", category: "necessary", by: "site" },
  { name: "io.prismic.preview", area: "cookie", category: "necessary", by: "site" },
  { name: "promotion_dismissed", area: "localStorage", category: "necessary", by: "site" },
  { name: "form_draft:*", area: "sessionStorage", category: "necessary", by: "site" },
  { name: "maturity_model:*", area: "sessionStorage", category: "necessary", by: "site" },
  { name: "reload-guard:*", area: "sessionStorage", category: "necessary", by: "site" },
  { name: "traffic_session", area: "cookie", category: "analytics", by: "site" },
  { name: "traffic_source_initial", area: "localStorage", category: "analytics", by: "site" },
  { name: "traffic_source_most_recent", area: "localStorage", category: "analytics", by: "site" },
  { name: "company_domain", area: "localStorage", category: "analytics", by: "site" },
  { name: "last_submitted_email", area: "cookie", category: "analytics", by: "site" },
  { name: "_dd_s", area: "cookie", category: "analytics", by: "Datadog" },
  { name: "AMP_*", area: "cookie", category: "analytics", by: "Amplitude" },
  { name: "AMP_*", area: "localStorage", category: "analytics", by: "Amplitude" },
  { name: "_ga", area: "cookie", category: "analytics", by: "Google" },
  { name: "_ga_*", area: "cookie", category: "analytics", by: "Google" },
  { name: "_gcl_*", area: "cookie", category: "ad", by: "Google" },
  { name: "_uetsid", area: "cookie", category: "ad", by: "Microsoft" },
  { name: "_uetvid", area: "cookie", category: "ad", by: "Microsoft" },
];

/** Whether a stored name is this entry's (a `*` entry matches every name it starts). */
export function matchesItem(item: Pick<StoredItem, "name">, name: string): boolean {
  return item.name.endsWith("*") ? name.startsWith(item.name.slice(0, -1)) : name === item.name;
}

/** The entry a name stored in an area belongs to, or undefined for a name the site does not know. */
export function inventoryItem(area: StorageArea, name: string): StoredItem | undefined {
  return storageInventory.find((item) => item.area === area && matchesItem(item, name));
}
