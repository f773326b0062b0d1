/**
 * Spec 8: an SVG that fails to load emits an error event. Content SVGs (logos, badges, illustrations) render as
 * `<img>` from the server, never as pasted markup (no script rides along), so the page watches their loads here.
 */
const SVG = /\.svg(?:[?#]|$)/i;

function isSvgImage(target: EventTarget | null): target is HTMLImageElement {
  return target instanceof HTMLImageElement && SVG.test(target.currentSrc || target.src);
}

/** The error event: one console error naming the file, which monitoring collects like the catalogued errors. */
function emitLoadError(image: HTMLImageElement): void {
  console.error(`[svg] an SVG image failed to load: ${image.getAttribute("src") ?? image.src}`);
}

/** Watches every SVG image of the page, including those that failed before this code ran. */
export function watchSvgLoadErrors(root: Document = document): () => void {
  // Load errors do not bubble: one listener in the capture phase hears every image's.
  const onError = (event: Event) => {
    if (isSvgImage(event.target)) emitLoadError(event.target);
  };
  root.addEventListener("error", onError, true);
  for (const image of Array.from(root.images)) {
    // decode() rejects for an image already known to be broken; lazy images not yet loaded are left to the listener.
    if (isSvgImage(image) && image.complete) image.decode().catch(() => emitLoadError(image));
  }
  return () => root.removeEventListener("error", onError, true);
}
