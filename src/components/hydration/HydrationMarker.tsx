"use client";

import { useEffect } from "react";

/** Marks `<html data-hydrated>` once React has hydrated the page (browser tests wait for it). */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
