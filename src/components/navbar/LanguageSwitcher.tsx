"use client";

import { usePageLabels } from "@/i18n/PageLabels";
import { fillTemplate } from "@/i18n/templates";
import { useCallback, useId, useRef, useState } from "react";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from "@/routing/locale-cookie";
import type { Locale } from "@/routing/locales";
import { useDismiss } from "./use-dismiss";

/** One language of the switcher, from the locale table on the server (the table stays out of the browser). */
export interface LanguageTarget {
  locale: Locale;
  /** Path of the language's version of the page: the document's alternate, else that locale's home. */
  href: string;
  /** BCP 47 tag (hreflang, lang). */
  htmlLang: string;
  /** The language in its own words. */
  name: string;
}

export interface LanguageSwitcherProps {
  locale: Locale;
  /** Every language, the locale table's order. */
  languages: readonly LanguageTarget[];
  tone?: "black" | "white";
}

function rememberLocale(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
}

/** Goes to the current document in another language and remembers the choice in `i18n_redirected`. */
export function LanguageSwitcher({ locale, languages, tone = "black" }: LanguageSwitcherProps) {
  const t = usePageLabels().languages;
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);

  useDismiss(root, open, useCallback(() => setOpen(false), []));

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        className={`flex min-h-11 items-center gap-1 rounded px-2 text-sm font-semibold ${tone === "white" ? "text-white" : "text-ink"}`}
        aria-expanded={open}
        aria-controls={listId}
        // The visible code starts the name (WCAG 2.5.3, label in name); the language in words follows.
        aria-label={fillTemplate(t.button, { code: locale.toUpperCase(), language: languages.find((language) => language.locale === locale)?.name ?? locale })}
        onClick={() => setOpen((value) => !value)}
      >
        {locale.toUpperCase()}
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" className={open ? "rotate-180" : ""}>
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul
        id={listId}
        hidden={!open}
        aria-label={t.label}
        className="absolute right-0 z-50 mt-1 min-w-36 rounded-lg border border-cloud bg-white p-1 text-ink shadow-lg"
      >
        {languages.map(({ locale: target, href, htmlLang, name }) => (
          <li key={target}>
            <a
              href={href}
              hrefLang={htmlLang}
              lang={htmlLang}
              aria-current={target === locale ? "true" : undefined}
              className="block rounded px-3 py-2 text-sm hover:bg-cloud aria-[current]:font-bold"
              onClick={(event) => {
                rememberLocale(target);
                // The page's state travels with it (the ROI calculator's figures, a search): same query, other language.
                event.currentTarget.href = `${href}${window.location.search}${window.location.hash}`;
              }}
              data-locale={target}
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
