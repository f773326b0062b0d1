import { createPrefetchQueue, PREFETCH_SLOT_TIMEOUT_MS, prefetchablePath } from "./policy";

/**
 * Preloads the pages of the links the visitor can see, by spec 9's policy (see policy.ts): watches every link
 * in the document (and those added later), and hands each new same-site page path to `prefetch`, at most four
 * at a time. A slot is held until the preload's answer arrives (seen by a PerformanceObserver) or a timeout.
 * Returns the function that stops it all. Loaded by PrefetchScheduler only once the page is idle.
 */
export function observeLinks(prefetch: (path: string) => void): () => void {
  const answered = new Map<string, () => void>();
  const performance =
    typeof PerformanceObserver === "undefined"
      ? null
      : new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const url = new URL(entry.name, window.location.origin);
            if (url.searchParams.has("_rsc")) answered.get(url.pathname)?.();
          }
        });
  performance?.observe({ type: "resource", buffered: false });

  const queue = createPrefetchQueue(
    (path) =>
      new Promise<void>((resolve) => {
        const pathname = path.split("?")[0];
        const done = () => {
          clearTimeout(timer);
          answered.delete(pathname);
          resolve();
        };
        const timer = setTimeout(done, PREFETCH_SLOT_TIMEOUT_MS);
        answered.set(pathname, done);
        prefetch(path);
      }),
  );

  const visible = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      visible.unobserve(entry.target);
      const path = prefetchablePath(entry.target as HTMLAnchorElement, window.location);
      if (path) queue.add(path);
    }
  });
  const observeAll = (root: ParentNode) => root.querySelectorAll("a[href]").forEach((anchor) => visible.observe(anchor));
  const added = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      mutation.addedNodes.forEach((node) => {
        if (node instanceof HTMLAnchorElement) visible.observe(node);
        else if (node instanceof Element) observeAll(node);
      });
    }
  });
  observeAll(document);
  added.observe(document.body, { childList: true, subtree: true });

  return () => {
    visible.disconnect();
    added.disconnect();
    performance?.disconnect();
  };
}
