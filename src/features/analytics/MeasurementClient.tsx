"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import type { PrivacyConfig } from "./config";
import { startMeasurement, trackPageView } from "./measurement";
import { trackEvent } from "./analytics";
import { newScrollEvents, type ScrollEventName } from "./scroll";

/** Starts measurement, then reports a page view and the two scroll events on every navigation. */
export function MeasurementClient({ config }: { config: PrivacyConfig }) {
  const pathname = usePathname();

  useEffect(() => startMeasurement(config), [config]);

  useEffect(() => {
    // After this commit's effects, so the new page has set its analytics name.
    const timer = setTimeout(trackPageView, 0);
    const sent = new Set<ScrollEventName>();
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const position = { scrollY: scrollY, scrollHeight: document.documentElement.scrollHeight, innerHeight: innerHeight };
        for (const name of newScrollEvents(position, sent)) trackEvent(name, { path: location.pathname });
      });
    };
    addEventListener("scroll", onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
      removeEventListener("scroll", onScroll);
    };
  }, [pathname]);

  return null;
}
