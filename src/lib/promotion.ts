/**
 * A closed promotion banner stays closed: the visitor's dismissal is kept in localStorage under the announcement's
 * key (its document and publication, so a new announcement shows again). Pages are static and shared: the head's
 * script marks `<html data-promotion-dismissed="<key>">` before the first paint, and the banner's own rule hides it
 * when the keys match, so it never flashes.
 */
export const PROMOTION_DISMISSED_KEY = "promotion_dismissed";

/** The key of an announcement: letters, digits, `-` only (it is written into a CSS selector). */
export function promotionKey(documentId: string, publishedAt: string): string {
  return `${documentId}-${publishedAt}`.replace(/[^\w-]/g, "");
}

/** Inline in every page's head; plain ES5. The front hashes it into the CSP like any inline script. */
export const PROMOTION_DISMISSED_SCRIPT = `try{var k=localStorage.getItem("${PROMOTION_DISMISSED_KEY}");if(k&&/^[\\w-]+$/.test(k))document.documentElement.setAttribute("data-promotion-dismissed",k)}catch(e){}`;

/** The style that hides this announcement for a visitor who closed it (style-src allows inline styles). */
export const promotionHiddenStyle = (key: string) => `:root[data-promotion-dismissed="${key}"] [data-promotion="${key}"]{display:none}`;

export function dismissPromotion(key: string): void {
  try {
    localStorage.setItem(PROMOTION_DISMISSED_KEY, key);
    document.documentElement.setAttribute("data-promotion-dismissed", key);
  } catch {
    // Storage can be unavailable (privacy modes): the banner then closes for this page only.
  }
}

export function isPromotionDismissed(key: string): boolean {
  try {
    return localStorage.getItem(PROMOTION_DISMISSED_KEY) === key;
  } catch {
    return false;
  }
}
