"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { createPrefetchQueue, PREFETCH_SLOT_TIMEOUT_MS, PREFETCH_START_DELAY_MS, prefetchAllowed, prefetchablePath, type ConnectionInfo } from "./policy";

/**
 * Preloads the pages of the links the visitor can see, by spec 9's policy (see policy.ts), in place of
 * Next's own viewport prefetch (the site's links say `prefetch={false}`). A slot is held until the
 * preload's answer arrives (seen by a PerformanceObserver) or a timeout.
 */
export function PrefetchScheduler() {
  const router = useRouter();

  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
    if (!prefetchAllowed(connection) || typeof IntersectionObserver === "undefined") return;

    const answered = new Map<string, () => void>();
    const performance = typeof PerformanceObserver === "undefined" ? null : new PerformanceObserver((list) => {
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
          router.prefetch(path);
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
    const observeLinks = (root: ParentNode) => root.querySelectorAll("a[href]").forEach((anchor) => visible.observe(anchor));
    const added = new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        mutation.addedNodes.forEach((node) => {
          if (node instanceof HTMLAnchorElement) visible.observe(node);
          else if (node instanceof Element) observeLinks(node);
        });
      }
    });

    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      timer = setTimeout(() => {
        observeLinks(document);
        added.observe(document.body, { childList: true, subtree: true });
      }, PREFETCH_START_DELAY_MS);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });

    return () => {
      clearTimeout(timer);
      window.removeEventListener("load", start);
      visible.disconnect();
      added.disconnect();
      performance?.disconnect();
    };
  }, [router]);

  return null;
}
