"use client";

import dynamic from "next/dynamic";

/**
 * The form island for server components (content forms, header forms): its code, the island included, is a
 * chunk of its own that a page downloads only when it renders a form (the server names the chunk in the
 * page's head), so a page whose slices could hold a form and hold none loads nothing of it. Client
 * components use DeferredFormView directly.
 */
export const LazyFormView = dynamic(() => import("./DeferredFormView").then((module) => module.DeferredFormView));
