"use client";

import dynamic from "next/dynamic";

/** The carousel for server components: its code is downloaded by the pages that render one, not by every page with slices. */
export const LazyCarousel = dynamic(() => import("./Carousel").then((module) => module.Carousel));
