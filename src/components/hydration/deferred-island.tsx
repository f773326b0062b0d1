"use client";

import { lazy, Suspense, useEffect, useMemo, useRef, type ComponentType, type JSX } from "react";
import { useBrowserValue } from "@/lib/use-browser-value";

export interface DeferredIslandOptions<P extends object> {
  /** Load once the island is this close to the screen (an IntersectionObserver root margin); null: never for that. */
  nearMargin: string | null;
  /**
   * The component itself, on the server only (`typeof window === "undefined" ? require(…) : undefined`, a branch
   * the browser build drops): rendered without suspending, and as its own boundary's fallback too. React still
   * streams a boundary that ends more than 12.8 KB into the page out of order (the fallback in place, the content
   * at the end of the page swapped in by a script): with the lazy loader's empty fallback a paint before the swap
   * showed the page without the island, then shifted everything below. The price: such an island's HTML is in
   * the page twice until the swap.
   */
  server?: ComponentType<P>;
  /** Asked in the browser as the page hydrates: true loads the code at once (the address asks for another state). */
  loadAtOnce?: () => boolean;
  /**
   * Leave the island's wrapper out of the layout (`display: contents`): the component's own box is then the grid or
   * flex item it was without the island. Such a wrapper has no box to observe, so only with `nearMargin: null`.
   */
  layoutFree?: boolean;
}

/**
 * The island's component for `server`, required on the server only: write
 * `typeof window === "undefined" ? serverCopy(() => require("./Component").Component) : undefined`, the test at the
 * call site so that the browser build drops the branch (and the component stays out of the page's chunk). Undefined
 * where the module cannot be required (Vitest cannot require TSX: its renders take the lazy path).
 */
export function serverCopy<C>(load: () => C): C | undefined {
  try {
    return load();
  } catch {
    return undefined;
  }
}

/** How long a click on a link waits for its island's code before it is followed as a plain link. */
const HOLD_LIMIT_MS = 3_000;

/** What a visitor does to use an island: its code loads then, and React replays nothing, so it loads early. */
const INTENT_EVENTS = ["focusin", "pointerdown", "pointerover", "keydown", "touchstart"] as const;

/**
 * A client component whose code loads only when it is needed. Rendered on the server, its HTML is in the
 * page at once; in the browser its Suspense boundary stays that HTML (not hydrated, its code not
 * downloaded) until the visitor gets near it or touches it. Mounted after hydration (a client navigation),
 * it loads at once. The props must stay the same while it waits: a boundary still showing server HTML
 * that receives new props is replaced by its (empty) fallback.
 */
export function deferredIsland<P extends object>(load: () => Promise<ComponentType<P>>, options: DeferredIslandOptions<P>): (props: P) => JSX.Element {
  /** What stops listening for intent, per instance: run once the code is wanted. */
  const onReveal = new Set<() => void>();
  let wantedNow: () => void = () => undefined;
  const wanted = new Promise<void>((resolve) => (wantedNow = resolve));
  const reveal = () => {
    wantedNow();
    for (const stop of onReveal) stop();
    onReveal.clear();
  };
  /** Whether the page's first instance came with the server's HTML or was mounted in the browser. */
  let firstInstance: "hydrated" | "mounted" | undefined;
  /** Set once the island's code runs (its boundary hydrated): clicks held until then are replayed. */
  let ready = false;
  const whenReady = new Set<() => void>();
  const Island = lazy(async () => {
    if (typeof window !== "undefined" && firstInstance === "hydrated") await wanted;
    const Loaded = await load();
    function ReadyIsland(props: P) {
      useEffect(() => {
        ready = true;
        for (const resume of whenReady) resume();
      }, []);
      return <Loaded {...props} />;
    }
    return { default: ReadyIsland };
  });

  return function DeferredIsland(props: P) {
    const area = useRef<HTMLDivElement>(null);
    // True while React hydrates the server's HTML (the server snapshot), false when mounted in the browser.
    const hydrating = useBrowserValue(() => false, true);
    const mountedFromHtml = useRef(hydrating);
    firstInstance ??= hydrating ? "hydrated" : "mounted";
    // The same element on every render (see above).
    const Server = typeof window === "undefined" ? options.server : undefined;
    // React streams a boundary that ends more than 12.8 KB into the page out of order (its place holds the
    // fallback until a script at the end of the page swaps the content in): on the server the fallback is the
    // same HTML, so a paint before the swap already shows it and nothing moves. The copy sits one position
    // further in a list, so its useId ids differ from the content's (no duplicate ids while both are in the page).
    const boundary = useMemo(
      () =>
        Server ? (
          <Suspense fallback={[null, <Server key="copy" {...props} />]}>
            <Server {...props} />
          </Suspense>
        ) : (
          <Suspense fallback={null}>
            <Island {...props} />
          </Suspense>
        ),
      [props, Server],
    );

    useEffect(() => {
      const element = area.current;
      if (!element || !mountedFromHtml.current || options.loadAtOnce?.()) {
        reveal();
        return;
      }
      const observer =
        options.nearMargin === null || typeof IntersectionObserver === "undefined"
          ? null
          : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && reveal(), { rootMargin: options.nearMargin });
      observer?.observe(element);
      // Listened for on the window, in the capture phase: React, which hydrates the whole document, stops at its
      // root the events whose target is inside a boundary it has not hydrated (to replay them), so a listener on
      // the island itself would never hear a touch, a hover or a click before its code runs.
      const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
      const onIntent = (event: Event) => inside(event) && reveal();
      for (const name of INTENT_EVENTS) window.addEventListener(name, onIntent, { capture: true, passive: true });
      const stopIntents = () => {
        for (const name of INTENT_EVENTS) window.removeEventListener(name, onIntent, { capture: true });
      };
      onReveal.add(stopIntents);
      // A click on a link or button of the server's HTML before the code runs would do what it does without
      // JavaScript (follow the link): it is held, and replayed once the island has taken over. Not a link that
      // opens a new tab (what it does without JavaScript is fine, and a popup opened late may be blocked); and not
      // for ever: a link held HOLD_LIMIT_MS (the code slow, or gone after a deployment) is followed after all.
      let held: HTMLElement | null = null;
      let giveUp: ReturnType<typeof setTimeout> | undefined;
      let passThrough = false;
      const holdClick = (event: MouseEvent) => {
        if (ready || passThrough || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        const target = event.target instanceof Element ? event.target.closest<HTMLElement>("a[href], button") : null;
        if (!target || !element.contains(target)) return;
        reveal();
        if (target instanceof HTMLAnchorElement && target.target === "_blank") return;
        event.preventDefault();
        event.stopPropagation();
        held = target;
        clearTimeout(giveUp);
        giveUp = setTimeout(() => {
          const late = held;
          held = null;
          passThrough = true;
          if (late?.isConnected) late.click();
          passThrough = false;
        }, HOLD_LIMIT_MS);
      };
      const resume = () => {
        clearTimeout(giveUp);
        const target = held;
        held = null;
        window.removeEventListener("click", holdClick, true);
        element.dataset.island = "ready";
        if (target?.isConnected) target.click();
      };
      window.addEventListener("click", holdClick, true);
      whenReady.add(resume);
      return () => {
        observer?.disconnect();
        stopIntents();
        onReveal.delete(stopIntents);
        clearTimeout(giveUp);
        window.removeEventListener("click", holdClick, true);
        whenReady.delete(resume);
      };
    }, []);

    return (
      // `data-island="ready"` once the code of an island that came with the page's HTML has taken over.
      <div ref={area} data-island="" className={options.layoutFree ? "contents" : undefined}>
        {boundary}
      </div>
    );
  };
}
