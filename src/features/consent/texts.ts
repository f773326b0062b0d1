import type { ReactNode } from "react";
import type { ConsentCategory } from "./consent";

/** Texts of the cookie banner (the `cookie_banner` singleton, else the `consent` messages). */
export interface CookieBannerTexts {
  title: string;
  description: ReactNode;
  acceptAll: string;
  rejectAll: string;
  customize: string;
}

/** Texts of the cookie settings modal (the `cookie_modal` singleton, else the `consent` messages). */
export interface CookieModalTexts {
  title: string;
  description: ReactNode;
  categories: Record<ConsentCategory, { title: string; description: string }>;
  /** Said beside the necessary switch, which cannot be turned off. */
  alwaysOn: string;
  acceptAll: string;
  rejectAll: string;
  save: string;
  close: string;
}

export interface ConsentTexts {
  banner: CookieBannerTexts;
  modal: CookieModalTexts;
}
