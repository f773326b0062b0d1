"use client";

import { useEffect } from "react";
import { readCookie, writeCookie } from "@/lib/browser-cookies";
import { breakpointOf, VIEWPORT_COOKIE, VIEWPORT_COOKIE_MAX_AGE, type Breakpoint } from "./breakpoints";

function subscribe(onChange: () => void): () => void {
  // One listener per breakpoint edge: fires only when the width crosses one, not on every resize.
  const lists = [375, 830, 1200].map((min) => window.matchMedia(`(min-width: ${min}px)`));
  for (const list of lists) list.addEventListener("change", onChange);
  return () => {
    for (const list of lists) list.removeEventListener("change", onChange);
  };
}

/** Keeps the `viewport` cookie at the visitor's breakpoint (spec 9), written only when it changes. */
export function ViewportCookie() {
  useEffect(() => {
    const update = () => {
      const current: Breakpoint = breakpointOf(window.innerWidth);
      if (readCookie(VIEWPORT_COOKIE) !== current) writeCookie(VIEWPORT_COOKIE, current, { maxAge: VIEWPORT_COOKIE_MAX_AGE, sameSite: "Strict" });
    };
    update();
    return subscribe(update);
  }, []);
  return null;
}
