"use client";

import dynamic from "next/dynamic";

/** The embed facade for rich text: its code is downloaded by the pages whose text holds an embed, not by every page with text. */
export const LazyEmbedFacade = dynamic(() => import("./EmbedFacade").then((module) => module.EmbedFacade));
