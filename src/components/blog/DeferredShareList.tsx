"use client";

import { deferredIsland, serverCopy } from "@/components/hydration/deferred-island";
import type { ShareListProps } from "./ShareActions";

/**
 * The share links with their code in a chunk of their own, loaded when the visitor reaches for them (hovers,
 * touches or focuses them; a click meanwhile is held and replayed, within the click's permission to open a popup).
 * Until then they are the server's real links.
 */
export const DeferredShareList = deferredIsland<ShareListProps>(() => import("./ShareActions").then((module) => module.ShareList), {
  nearMargin: null,
  layoutFree: true,
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  server: typeof window === "undefined" ? serverCopy(() => (require("./ShareActions") as typeof import("./ShareActions")).ShareList) : undefined,
});
