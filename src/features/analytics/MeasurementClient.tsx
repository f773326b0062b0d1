"use client";

import { usePathname, useSelectedLayoutSegments } from "next/navigation";
import { useEffect } from "react";
import type { PrivacyConfig } from "./config";
import { ctaClickFromElement } from "./cta";
import { newScrollEvents, type ScrollEventName } from "./scroll";

/** Measurement code loads after hydration, in its own chunk, to keep the first load light. */
const measurement = () => import("./measurement");

/**
 * The route a page is served from, as the route table names it: the app folder under `[locale]` the
 * proxy rewrote the path to (the route table itself stays out of the browser's code).
 */
export function routeNameOf(segments: readonly string[]): string {
  const folder = segments.find((segment) => !segment.startsWith("__") && !segment.startsWith("("));
  if (!folder) return "home";
  // A missing page is served by the not_found route (and names itself "404" with <PageName>).
  return folder === "not_found" ? "404" : folder;
}

/** Starts measurement, then reports a page view and the two scroll events on every navigation. */
export function MeasurementClient({ config }: { config: PrivacyConfig }) {
  const pathname = usePathname();
  const routeName = routeNameOf(useSelectedLayoutSegments());

  useEffect(() => {
    void measurement().then(({ startMeasurement }) => startMeasurement(config));
    // Listening from the first moment, so a click before the measurement chunk arrives still counts.
    const onClick = (event: MouseEvent) => {
      const click = event.target instanceof Element ? ctaClickFromElement(event.target) : null;
      if (click) void measurement().then(({ trackCtaClick }) => trackCtaClick(click));
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [config]);

  useEffect(() => {
    // After this commit's effects, so the new page has set its analytics name.
    const timer = setTimeout(() => void measurement().then(({ trackPageView }) => trackPageView(routeName)), 0);
    const sent = new Set<ScrollEventName>();
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const position = { scrollY, scrollHeight: document.documentElement.scrollHeight, innerHeight };
        const reached = newScrollEvents(position, sent);
        if (reached.length === 0) return;
        const path = location.pathname;
        void measurement().then(({ trackEvent }) => reached.forEach((name) => trackEvent(name, { path })));
      });
    };
    addEventListener("scroll", onScroll, { passive: true });
    // A visitor may have scrolled before hydration (or the browser restored the position).
    onScroll();
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
      removeEventListener("scroll", onScroll);
    };
    // Both change in the same render on a navigation: one page view each.
  }, [pathname, routeName]);

  return null;
}
