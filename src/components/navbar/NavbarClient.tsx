"use client";

import Link from "next/link";
import { browserOnly } from "@/components/hydration/browser-only";
import { usePageLabels } from "@/i18n/PageLabels";
import { useCallback, useEffect, useId, useRef, type ReactNode } from "react";
import type { Locale } from "@/routing/locales";
import { LanguageSwitcher, type LanguageTarget } from "./LanguageSwitcher";
import type { NavbarContent } from "@/lib/navigation";
import { promotionHiddenStyle } from "@/lib/promotion";
import { useNavbarStore } from "./navbar-store";

// Loaded when the visitor opens the search, so it adds nothing to the first load of pages.
const SearchCombobox = browserOnly(() => import("@/features/search/SearchCombobox").then((module) => module.SearchWithMessages));

export interface NavbarClientProps {
  content: NavbarContent;
  locale: Locale;
  homeHref: string;
  searchAction: string | null;
  languages: readonly LanguageTarget[];
  /** The logo, and the menu's entries for wide and for narrow screens: rendered on the server (MenuEntries). */
  logo: ReactNode;
  desktopMenu: ReactNode;
  mobileMenu: ReactNode;
}

const ctaStyles: Record<string, string> = {
  primary: "bg-green text-white hover:bg-green-dark",
  secondary: "bg-ink text-white hover:bg-night",
  outline: "border-2 border-current",
  link: "underline underline-offset-4",
};

/** The site's header: promotion banner, logo, menu (desktop and mobile), search, language, CTA. */
export function NavbarClient({ content, locale, homeHref, searchAction, languages, logo, desktopMenu, mobileMenu }: NavbarClientProps) {
  const t = usePageLabels().navbar;
  const contentColor = useNavbarStore((s) => s.contentColor);
  const isMenuDisplayed = useNavbarStore((s) => s.isMenuDisplayed);
  const isPromotionBannerOpen = useNavbarStore((s) => s.isPromotionBannerOpen);
  const closePromotionBanner = useNavbarStore((s) => s.closePromotionBanner);
  const isSearchBarOpen = useNavbarStore((s) => s.isSearchBarOpen);
  const toggleSearchBar = useNavbarStore((s) => s.toggleSearchBar);
  const isMobileMenuOpen = useNavbarStore((s) => s.isMobileMenuOpen);
  const toggleMobileMenu = useNavbarStore((s) => s.toggleMobileMenu);
  const errors = useNavbarStore((s) => s.errors);
  const pageCta = useNavbarStore((s) => s.pageCta);
  const cta = pageCta ?? content.cta;
  const mobileMenuId = useId();
  const searchId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const searchButton = useRef<HTMLButtonElement>(null);
  const mobilePanel = useRef<HTMLDivElement>(null);
  const tone = contentColor;
  const hasMenu = isMenuDisplayed && content.items.length > 0;

  useEffect(() => {
    if (!isMobileMenuOpen) return;
    mobilePanel.current?.querySelector<HTMLElement>("a[href], button")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        toggleMobileMenu(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [isMobileMenuOpen, toggleMobileMenu]);

  const closeSearch = useCallback(() => {
    toggleSearchBar(false);
    searchButton.current?.focus();
  }, [toggleSearchBar]);

  return (
    <header className={tone === "white" ? "bg-night text-white" : "bg-white text-ink"} data-content-color={tone}>
      {content.promotion && isPromotionBannerOpen ? (
        <div
          data-promotion={content.promotion.key}
          className={`flex items-center justify-center gap-3 px-4 py-2 text-sm ${content.promotion.color === "dark" ? "bg-ink text-white" : content.promotion.color === "sugar" ? "bg-sugar text-ink" : "bg-green text-white"}`}
          role="region"
          aria-label={content.promotion.message}
        >
          {/* Hidden before the first paint for a visitor who closed this announcement (the head's script). */}
          <style>{promotionHiddenStyle(content.promotion.key)}</style>
          <p>
            {content.promotion.message}{" "}
            {content.promotion.href && content.promotion.linkLabel ? (
              <Link prefetch={false} href={content.promotion.href} className="font-semibold underline underline-offset-2">
                {content.promotion.linkLabel}
              </Link>
            ) : null}
          </p>
          <button type="button" onClick={closePromotionBanner} aria-label={t.closePromotion} className="grid size-8 place-items-center rounded">
            <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14">
              <path d="M2 2l10 10M12 2L2 12" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
      ) : null}

      <nav aria-label={t.mainNavigation} className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3 lg:px-8">
        <Link prefetch={false} href={homeHref} className="shrink-0">
          {logo}
        </Link>

        {hasMenu ? (
          <div className="hidden flex-1 lg:block">
            {desktopMenu}
          </div>
        ) : (
          <div className="flex-1" />
        )}

        {errors.length > 0 && isMenuDisplayed ? (
          <p role="status" className="hidden text-sm opacity-80 lg:block">
            {t.menuError}
          </p>
        ) : null}

        <div className="ml-auto flex items-center gap-1">
          {content.search && searchAction ? (
            <button
              ref={searchButton}
              type="button"
              className="grid size-11 place-items-center rounded-lg"
              aria-expanded={isSearchBarOpen}
              aria-controls={searchId}
              aria-label={isSearchBarOpen ? t.closeSearch : t.openSearch}
              onClick={() => toggleSearchBar()}
            >
              <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18">
                <circle cx="8" cy="8" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
                <path d="M12.5 12.5L17 17" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          ) : null}
          <LanguageSwitcher locale={locale} languages={languages} tone={tone} />
          {cta ? (
            <Link prefetch={false}
              href={cta.href}
              className={`hidden min-h-11 items-center rounded-full px-5 text-sm font-semibold sm:inline-flex ${ctaStyles[cta.type] ?? ctaStyles.primary}`}
              data-cta="navbar"
            >
              {cta.label}
            </Link>
          ) : null}
          {hasMenu ? (
            <button
              ref={menuButton}
              type="button"
              className="grid size-11 place-items-center rounded-lg lg:hidden"
              aria-expanded={isMobileMenuOpen}
              aria-controls={mobileMenuId}
              aria-label={isMobileMenuOpen ? t.closeMenu : t.openMenu}
              onClick={() => toggleMobileMenu()}
            >
              <svg aria-hidden="true" width="22" height="22" viewBox="0 0 22 22">
                {isMobileMenuOpen ? (
                  <path d="M4 4l14 14M18 4L4 18" stroke="currentColor" strokeWidth="2" />
                ) : (
                  <path d="M3 6h16M3 11h16M3 16h16" stroke="currentColor" strokeWidth="2" />
                )}
              </svg>
            </button>
          ) : null}
        </div>
      </nav>

      {content.search && searchAction && isSearchBarOpen ? (
        <SearchCombobox id={searchId} locale={locale} label={content.search.label || t.openSearch} onClose={closeSearch} />
      ) : null}

      {hasMenu ? (
        <div
          id={mobileMenuId}
          ref={mobilePanel}
          hidden={!isMobileMenuOpen}
          className="border-t border-current/10 px-4 pb-4 lg:hidden"
          // A followed link closes the menu (its entries are rendered on the server).
          onClick={(event) => (event.target as Element).closest("a[href]") && toggleMobileMenu(false)}
        >
          {mobileMenu}
          {cta ? (
            <Link prefetch={false}
              href={cta.href}
              className={`mt-3 flex min-h-11 items-center justify-center rounded-full px-5 font-semibold ${ctaStyles[cta.type] ?? ctaStyles.primary}`}
            >
              {cta.label}
            </Link>
          ) : null}
        </div>
      ) : null}
    </header>
  );
}
