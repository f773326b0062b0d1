"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { PREFETCH_START_DELAY_MS, prefetchAllowed, type ConnectionInfo } from "./gate";

/**
 * Preloads the pages of the links the visitor can see (spec 9; src/features/prefetch/observe.ts), in place of Next's
 * own viewport prefetch (the site's links say `prefetch={false}`). Only this gate loads with the page: the observers
 * load a second after the page's load event, once the browser is idle after hydration, and never for a visitor who
 * asked to save data or is on 2G (gate.ts).
 */
export function PrefetchScheduler() {
  const router = useRouter();

  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
    if (!prefetchAllowed(connection) || typeof IntersectionObserver === "undefined") return;

    let stop: (() => void) | undefined;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const begin = () => {
      void import("./observe").then(({ observeLinks }) => {
        if (!cancelled) stop = observeLinks((path) => router.prefetch(path));
      });
    };
    const start = () => {
      timer = setTimeout(() => {
        if (typeof requestIdleCallback === "function") idle = requestIdleCallback(begin, { timeout: 2000 });
        else begin();
      }, PREFETCH_START_DELAY_MS);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });

    return () => {
      cancelled = true;
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
      window.removeEventListener("load", start);
      stop?.();
    };
  }, [router]);

  return null;
}
