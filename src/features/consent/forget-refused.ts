import { parseCookieString } from "@/lib/browser-cookies";
import { isNecessaryStorage, type StorageArea, type StorageCategory } from "@/lib/storage-necessary";

/** Every name the browser holds for this site, by area; an area it will not show (a privacy mode) is left out. */
function storedNames(): [StorageArea, string][] {
  const names: [StorageArea, string][] = [];
  try {
    for (const name of parseCookieString(document.cookie).keys()) names.push(["cookie", name]);
  } catch {
    // No cookies to read.
  }
  for (const area of ["localStorage", "sessionStorage"] as const) {
    try {
      const storage = window[area];
      for (let index = 0; index < storage.length; index++) {
        const name = storage.key(index);
        if (name !== null) names.push([area, name]);
      }
    } catch {
      // Storage unavailable: nothing was kept there either.
    }
  }
  return names;
}

/** Whether the browser holds anything besides the necessary entries: only then can a refused category have left a trace. */
export function holdsOptionalStorage(): boolean {
  return storedNames().some(([area, name]) => !isNecessaryStorage(area, name));
}

/**
 * Erases every trace of a category the visitor refused or withdrew (./forget.ts), loading the inventory's other
 * entries and the eraser only when the browser holds something besides the necessary entries: a first visit, or a
 * visitor who never said yes, loads neither. `stillRefused` is asked again once they are loaded, so a yes given
 * meanwhile keeps what it allowed.
 */
export function forgetRefusedCategory(category: Exclude<StorageCategory, "necessary">, stillRefused: () => boolean): void {
  if (!holdsOptionalStorage()) return;
  import("./forget").then(
    ({ forgetStoredCategory }) => stillRefused() && forgetStoredCategory(category),
    // Not loaded (offline, a deploy): the next page tries again; nothing was written meanwhile without consent.
    () => undefined,
  );
}
