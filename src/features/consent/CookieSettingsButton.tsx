"use client";

import type { ReactNode } from "react";
import { warmCookieModal } from "./CookieModalHost";
import { useConsentStore } from "./store";

/** Opens the cookie settings; for the footer or navbar, which give the label. */
export function CookieSettingsButton({ children, className }: { children: ReactNode; className?: string }) {
  const openModal = useConsentStore((state) => state.openModal);
  return (
    <button type="button" className={className} onClick={openModal} onPointerEnter={warmCookieModal} onFocus={warmCookieModal} aria-haspopup="dialog">
      {children}
    </button>
  );
}
