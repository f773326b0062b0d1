"use client";

import { deferredIsland, serverCopy } from "@/components/hydration/deferred-island";
import type { BlogBrowserProps } from "./BlogBrowser";
import { isDefaultState, parseBlogQuery } from "./blog-query";

/**
 * The blog home's list, server-rendered, with the browser's code (filters, pages, search) in its own chunk: it
 * loads when the visitor reaches for the list (hovers, touches or focuses it; a click meanwhile is held and
 * replayed), or at once when the address asks for a page, a category or a search the pre-rendered page does not
 * show. A visitor who only reads the newest articles downloads none of it.
 */
export const DeferredBlogBrowser = deferredIsland<BlogBrowserProps>(() => import("./BlogBrowser").then((module) => module.BlogBrowser), {
  nearMargin: null,
  loadAtOnce: () => !isDefaultState(parseBlogQuery(window.location.search)),
  // Server only: the browser build drops this branch.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  server: typeof window === "undefined" ? serverCopy(() => (require("./BlogBrowser") as typeof import("./BlogBrowser")).BlogBrowser) : undefined,
});
