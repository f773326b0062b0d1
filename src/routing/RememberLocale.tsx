"use client";

import { useEffect } from "react";
import { readCookie, writeCookie } from "@/lib/browser-cookies";
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from "./locales";

/** Remembers the first language a visitor reads in the browser: cached pages carry no per-visitor Set-Cookie. */
export function RememberLocale({ locale }: { locale: Locale }) {
  useEffect(() => {
    if (!isLocale(readCookie(LOCALE_COOKIE))) writeCookie(LOCALE_COOKIE, locale, { maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: "Lax" });
  }, [locale]);
  return null;
}
