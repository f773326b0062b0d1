"use client";

import { deferredIsland, serverCopy } from "@/components/hydration/deferred-island";
import type { WistiaVideoProps } from "./WistiaVideo";

/**
 * The Wistia facade for server components: its HTML (thumbnail, title, play button) comes with the page, its code
 * (a chunk of its own) when the visitor reaches for it: hovers, touches or focuses it; a click meanwhile is held and
 * replayed. A visitor who does not play the video downloads none of it.
 */
export const LazyWistiaVideo = deferredIsland<WistiaVideoProps>(() => import("./WistiaVideo").then((module) => module.WistiaVideo), {
  nearMargin: null,
  layoutFree: true,
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  server: typeof window === "undefined" ? serverCopy(() => (require("./WistiaVideo") as typeof import("./WistiaVideo")).WistiaVideo) : undefined,
});
