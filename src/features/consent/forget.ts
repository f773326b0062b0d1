import { parseCookieString } from "@/lib/browser-cookies";
import { inventoryItem, type StorageCategory } from "@/lib/storage-inventory";

/** The host and each parent domain a cookie may have been set for (a tag manager's cookies name the parent). */
function cookieDomains(host: string): (string | null)[] {
  const labels = host.split(".");
  return [null, ...labels.slice(0, -1).map((_, index) => labels.slice(index).join("."))];
}

/**
 * Erases every trace of a consent category the visitor withdrew (or never gave): each cookie and storage key of the
 * inventory in that category, the site's own and those of the services it loads, whatever domain set them.
 */
export function forgetStoredCategory(category: Exclude<StorageCategory, "necessary">): void {
  try {
    for (const name of parseCookieString(document.cookie).keys()) {
      if (inventoryItem("cookie", name)?.category !== category) continue;
      for (const domain of cookieDomains(location.hostname)) {
        document.cookie = `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ""}`;
      }
    }
    for (const [area, storage] of [["localStorage", localStorage], ["sessionStorage", sessionStorage]] as const) {
      const names = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((name): name is string => name !== null);
      for (const name of names) if (inventoryItem(area, name)?.category === category) storage.removeItem(name);
    }
  } catch {
    // Storage can be unavailable (privacy modes): then nothing was kept either.
  }
}
