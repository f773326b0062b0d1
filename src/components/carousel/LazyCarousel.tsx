"use client";

import { deferredIsland, serverCopy } from "@/components/hydration/deferred-island";
import type { CarouselProps } from "./Carousel";

/**
 * The carousel for server components: its HTML comes with the page, its code (a chunk of its own, downloaded only
 * by pages that render a carousel) once it is within 300 px of the screen or the visitor reaches for it.
 */
export const LazyCarousel = deferredIsland<CarouselProps>(() => import("./Carousel").then((module) => module.Carousel), {
  nearMargin: "300px 0px",
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  server: typeof window === "undefined" ? serverCopy(() => (require("./Carousel") as typeof import("./Carousel")).Carousel) : undefined,
});
