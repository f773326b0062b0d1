"use client";

import { useEffect } from "react";
import { readCookie, writeCookie } from "@/lib/browser-cookies";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from "./locale-cookie";
import type { Locale } from "./locales";

/**
 * Remembers the first language a visitor reads in the browser: cached pages carry no per-visitor Set-Cookie. A
 * cookie that names no locale of `known` (the server's list: the locale table stays out of the browser) is replaced.
 */
export function RememberLocale({ locale, known }: { locale: Locale; known: readonly Locale[] }) {
  useEffect(() => {
    const remembered = readCookie(LOCALE_COOKIE);
    if (!remembered || !(known as readonly string[]).includes(remembered)) writeCookie(LOCALE_COOKIE, locale, { maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: "Lax" });
  }, [locale, known]);
  return null;
}
