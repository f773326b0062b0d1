"use client";

import { useEffect } from "react";
import { useAnalyticsStore } from "@/features/analytics/store";

/** Names the page for analytics (the analytics store's `pageName`), e.g. "404"; cleared on leaving. */
export function PageName({ name }: { name: string }) {
  const setPageName = useAnalyticsStore((state) => state.setPageName);
  useEffect(() => {
    setPageName(name);
    return () => setPageName(null);
  }, [name, setPageName]);
  return null;
}
