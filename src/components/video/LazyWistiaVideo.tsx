"use client";

import dynamic from "next/dynamic";

/**
 * The Wistia facade for server components: its code is a chunk of its own that a page downloads only when
 * it renders a video (the server names the chunk in the page's head), not every page whose template could.
 */
export const LazyWistiaVideo = dynamic(() => import("./WistiaVideo").then((module) => module.WistiaVideo));
