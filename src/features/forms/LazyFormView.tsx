"use client";

import { lazy, Suspense, useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import type { FormViewProps } from "./FormView";

/** How far below the screen a form starts loading its code as the visitor scrolls towards it. */
const NEAR_MARGIN = "300px 0px";

let reveal: () => void = () => undefined;
/** Resolves once a form on the page is near the screen or touched. */
const wanted = new Promise<void>((resolve) => (reveal = resolve));
/** Whether the page's first form came with the server's HTML (hydrated) or was mounted in the browser. */
let firstForm: "hydrated" | "mounted" | undefined;
const subscribeNothing = () => () => undefined;

/**
 * A form's code (views, providers, completion) as one chunk, loaded when needed. Rendered on the server,
 * a form's HTML is in the page at once; in the browser its boundary stays as that HTML (not hydrated, no
 * code downloaded) until the form is near the screen or the visitor touches it. A form that first renders
 * after hydration (a client navigation, the maturity model's last step) loads at once.
 */
const FormView = lazy(async () => {
  if (typeof window !== "undefined" && firstForm === "hydrated") await wanted;
  return { default: (await import("./FormView")).FormView };
});

/**
 * A form from content, server-rendered where it appears, with its code in its own chunk: pages that only
 * import a form-capable component (a slice, a header) and render no form never download it, and a page
 * whose form is further down downloads it as the visitor gets there.
 */
export function LazyFormView(props: FormViewProps) {
  const area = useRef<HTMLDivElement>(null);
  // True while React hydrates the server's HTML (the server snapshot), false for a form mounted in the browser.
  const hydrating = useSyncExternalStore(subscribeNothing, () => false, () => true);
  const mountedFromHtml = useRef(hydrating);
  firstForm ??= hydrating ? "hydrated" : "mounted";
  // The same element on every render: a boundary still showing server HTML must not receive new props, or
  // React would drop that HTML for the (empty) fallback until the code arrives.
  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        <FormView {...props} />
      </Suspense>
    ),
    [props],
  );

  useEffect(() => {
    const element = area.current;
    // Mounted in the browser: nothing to wait for.
    if (!element || !mountedFromHtml.current) {
      reveal();
      return;
    }
    const observer =
      typeof IntersectionObserver === "undefined"
        ? null
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && reveal(), { rootMargin: NEAR_MARGIN });
    if (observer) observer.observe(element);
    else reveal();
    // A visitor who reaches the form before it is near (a link to it, the keyboard) gets it at once; what they
    // type meanwhile is kept (EmbeddedForm reads the fields when it takes over).
    const events = ["focusin", "pointerdown", "keydown"] as const;
    for (const name of events) element.addEventListener(name, reveal, { once: true, passive: true });
    return () => {
      observer?.disconnect();
      for (const name of events) element.removeEventListener(name, reveal);
    };
  }, []);

  return (
    <div ref={area} data-form-area="">
      {boundary}
    </div>
  );
}
