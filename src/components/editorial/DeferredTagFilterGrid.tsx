"use client";

import { deferredIsland, serverCopy } from "@/components/hydration/deferred-island";
import type { TagFilterGridProps } from "./TagFilterGrid";

/**
 * The tag filter with its code in a chunk of its own, loaded when the visitor reaches for the filter or the cards
 * (hovers, touches or focuses them; a click on a tag meanwhile is held and replayed). Until then every card shows.
 */
export const DeferredTagFilterGrid = deferredIsland<TagFilterGridProps>(() => import("./TagFilterGrid").then((module) => module.TagFilterGrid), {
  nearMargin: null,
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  server: typeof window === "undefined" ? serverCopy(() => (require("./TagFilterGrid") as typeof import("./TagFilterGrid")).TagFilterGrid) : undefined,
});
