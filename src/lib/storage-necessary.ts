/**
 * The entries of the storage inventory (./storage-inventory.ts) that need no consent: all a page needs in order to tell
 * whether a browser holds anything a refused category may have left (src/features/consent/forget-refused.ts), without
 * loading the whole inventory.
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

export const necessaryStorage: readonly StoredItem[] = [
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
];

/** Whether a stored name is this entry's (a `*` entry matches every name it starts). */
export function matchesItem(item: Pick<StoredItem, "name">, name: string): boolean {
  return item.name.endsWith("*") ? name.startsWith(item.name.slice(0, -1)) : name === item.name;
}

/** Whether a name stored in an area is a necessary entry's. */
export function isNecessaryStorage(area: StorageArea, name: string): boolean {
  return necessaryStorage.some((item) => item.area === area && matchesItem(item, name));
}
