/**
 * Everything the site stores in a visitor's browser: cookies, localStorage and sessionStorage keys, its own and those
 * of the services it loads when they are configured. One list, three readers: the cookie policy names every entry
 * (the seed writes it from this list, scripts/seed/content/cookie-policy.ts), withdrawing consent erases every entry
 * of the withdrawn category (src/features/consent/forget.ts), and a browser test compares it with what a browser
 * really holds after a visit (e2e/privacy-storage.spec.ts). A name ending in `*` is a prefix. The necessary entries
 * are kept in ./storage-necessary.ts, which a page loads to tell whether anything else is stored at all; the rest of
 * the list is loaded only then.
 */
import { matchesItem, necessaryStorage, type StorageArea, type StoredItem } from "./storage-necessary";

export { matchesItem, type StorageArea, type StorageCategory, type StoredItem } from "./storage-necessary";

export const storageInventory: readonly StoredItem[] = [
  ...necessaryStorage,
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

/** The entry a name stored in an area belongs to, or undefined for a name the site does not know. */
export function inventoryItem(area: StorageArea, name: string): StoredItem | undefined {
  return storageInventory.find((item) => item.area === area && matchesItem(item, name));
}
