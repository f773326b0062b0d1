"use client";

import { lazy, Suspense } from "react";
import type { FatalErrorProps } from "./FatalError";

/** The error page's code (bot check, 404 cards, retry) loads when an error happens, not with every page. */
const FatalError = lazy(() => import("./FatalError"));

/** The `[locale]` error boundary: see FatalError.tsx. */
export default function ErrorPage(props: FatalErrorProps) {
  return (
    <Suspense fallback={<main id="main" className="min-h-dvh bg-sugar" />}>
      <FatalError {...props} />
    </Suspense>
  );
}
