"use client";

import { deferredIsland, serverCopy } from "@/components/hydration/deferred-island";
import type { EmbedFacadeProps } from "./EmbedFacade";

/**
 * The embed facade for rich text: its HTML comes with the page, its code (a chunk of its own) when the visitor
 * reaches for it (hovers, touches or focuses it; a click meanwhile is held and replayed).
 */
export const LazyEmbedFacade = deferredIsland<EmbedFacadeProps>(() => import("./EmbedFacade").then((module) => module.EmbedFacade), {
  nearMargin: null,
  layoutFree: true,
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  server: typeof window === "undefined" ? serverCopy(() => (require("./EmbedFacade") as typeof import("./EmbedFacade")).EmbedFacade) : undefined,
});
