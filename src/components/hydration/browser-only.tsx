"use client";

import { lazy, Suspense, type ComponentType, type JSX } from "react";
import { useBrowserValue } from "@/lib/use-browser-value";

/**
 * A component that only the browser renders (a dialog, a search, a preview toolbar: what it shows depends on the
 * visitor), its code a chunk of its own fetched when it first renders. The server's HTML and the hydrating render
 * have nothing in its place. This is next/dynamic's `ssr: false` without its loader code (about 2 KB gzip that
 * every page downloaded).
 */
export function browserOnly<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => JSX.Element | null {
  const Lazy = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  return function BrowserOnly(props: P) {
    const inBrowser = useBrowserValue(() => true, false);
    return inBrowser ? (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    ) : null;
  };
}
