/** Size of the share popup the social networks' own buttons use. */
export const SHARE_POPUP = { width: 626, height: 436 } as const;

/** A share link's or the copy button's look. */
export const shareButtonClass = "inline-flex size-11 items-center justify-center rounded-full border border-cloud text-ink hover:bg-cloud";

export type ShareNetwork = "linkedin" | "x" | "facebook";
export const shareNetworks: readonly ShareNetwork[] = ["linkedin", "x", "facebook"];

/** The share-intent URL of each network for a page (real links: they work without JavaScript too). */
export function shareUrl(network: ShareNetwork, pageUrl: string, title: string): string {
  const url = encodeURIComponent(pageUrl);
  switch (network) {
    case "linkedin":
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
    case "x":
      return `https://x.com/intent/post?url=${url}&text=${encodeURIComponent(title)}`;
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
  }
}

/**
 * window.open features of a 626x436 popup centred on the current window. Not `noopener`: that makes
 * window.open return null, and the caller needs the window to tell a blocked popup (then the link
 * navigates normally) and to cut `opener` itself.
 */
export function sharePopupFeatures(screen: { left: number; top: number; width: number; height: number }): string {
  const left = Math.max(0, Math.round(screen.left + (screen.width - SHARE_POPUP.width) / 2));
  const top = Math.max(0, Math.round(screen.top + (screen.height - SHARE_POPUP.height) / 2));
  return `popup=yes,width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},left=${left},top=${top}`;
}
