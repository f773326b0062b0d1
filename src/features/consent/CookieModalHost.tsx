"use client";

import { lazy, Suspense, useState } from "react";
import { useConsentStore } from "./store";
import type { CookieModalTexts } from "./texts";

const loadCookieModal = () => import("./CookieModal");
const CookieModal = lazy(() => loadCookieModal().then((module) => ({ default: module.CookieModal })));

/** Starts loading the settings dialog's code when a visitor is about to open it (hover, focus). */
export const warmCookieModal = () => void loadCookieModal().catch(() => undefined);

/**
 * The cookie settings dialog, whose code loads the first time a visitor opens it (most never do); it then
 * stays mounted, so opening it again is immediate.
 */
export function CookieModalHost({ texts }: { texts: CookieModalTexts }) {
  const open = useConsentStore((state) => state.isModalOpen);
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <CookieModal texts={texts} />
    </Suspense>
  );
}
