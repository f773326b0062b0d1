"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { usePageLabels } from "@/i18n/PageLabels";
import { fillTemplate } from "@/i18n/templates";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { Locale } from "@/routing/locales";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { Logo } from "./Logo";
import type { MenuItem, NavbarContent } from "@/lib/navigation";
import { promotionHiddenStyle } from "@/lib/promotion";
import { useNavbarStore } from "./navbar-store";

// Loaded when the visitor opens the search, so it adds nothing to the first load of pages.
const SearchCombobox = dynamic(() => import("@/features/search/SearchCombobox").then((module) => module.SearchWithMessages), { ssr: false });

export interface NavbarClientProps {
  content: NavbarContent;
  locale: Locale;
  homeHref: string;
  searchAction: string | null;
  languageTargets: Record<Locale, string>;
}

const ctaStyles: Record<string, string> = {
  primary: "bg-green text-white hover:bg-green-dark",
  secondary: "bg-ink text-white hover:bg-night",
  outline: "border-2 border-current",
  link: "underline underline-offset-4",
};

function SubmenuPanel({ item, id, hidden }: { item: MenuItem; id: string; hidden: boolean }) {
  const submenu = item.submenu!;
  return (
    <div
      id={id}
      hidden={hidden}
      className={`z-40 rounded-xl bg-white p-4 text-ink shadow-xl lg:absolute lg:top-full lg:left-0 lg:mt-2 ${submenu.isExtended ? "lg:w-[44rem]" : "lg:w-80"}`}
    >
      <div className={`grid gap-4 ${submenu.isExtended ? "lg:grid-cols-3" : ""}`}>
        {submenu.columns.map((column, index) => (
          <div key={`${column.title}-${index}`}>
            {column.title ? <p className="mb-2 text-xs font-bold tracking-wide text-stone uppercase">{column.title}</p> : null}
            <ul className="space-y-1">
              {column.links.map((link) => (
                <li key={`${link.label}-${link.href}`}>
                  {link.href ? (
                    <Link prefetch={false} href={link.href} className="block rounded-lg px-2 py-2 hover:bg-cloud">
                      <span className="block font-semibold">{link.label}</span>
                      {link.description ? <span className="block text-sm text-stone">{link.description}</span> : null}
                    </Link>
                  ) : (
                    <span className="block px-2 py-2">{link.label}</span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
        {submenu.banner ? (
          <div className="rounded-lg bg-sugar p-4">
            <p className="font-bold">{submenu.banner.title}</p>
            <p className="mt-1 text-sm text-stone">{submenu.banner.description}</p>
            {submenu.banner.href ? (
              <Link prefetch={false} href={submenu.banner.href} className="mt-2 inline-block text-sm font-semibold text-green underline">
                {submenu.banner.title}
              </Link>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}

function MenuEntries({ items, idPrefix, onNavigate }: { items: MenuItem[]; idPrefix: string; onNavigate?: () => void }) {
  const t = usePageLabels().navbar;
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (openIndex === null) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !list.current?.contains(event.target as Node)) {
        setOpenIndex(null);
      }
    };
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
    };
  }, [openIndex]);

  return (
    <ul ref={list} className="flex flex-col gap-1 lg:flex-row lg:items-center lg:gap-2">
      {items.map((item, index) => {
        const panelId = `${idPrefix}-submenu-${index}`;
        return (
          <li key={`${item.label}-${index}`} className="relative">
            {item.submenu ? (
              <>
                <button
                  type="button"
                  className="flex min-h-11 w-full items-center justify-between gap-1 rounded-lg px-3 font-semibold lg:w-auto"
                  aria-expanded={openIndex === index}
                  aria-controls={panelId}
                  aria-label={fillTemplate(t.submenu, { label: item.label })}
                  onClick={() => setOpenIndex(openIndex === index ? null : index)}
                >
                  {item.label}
                  <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" className={openIndex === index ? "rotate-180" : ""}>
                    <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
                  </svg>
                </button>
                {/* Always in the HTML (crawlers follow submenu links); hidden until opened. */}
                <SubmenuPanel item={item} id={panelId} hidden={openIndex !== index} />
              </>
            ) : (
              <Link prefetch={false}
                href={item.href!}
                onClick={onNavigate}
                className={`flex min-h-11 items-center rounded-lg px-3 font-semibold ${item.isHighlighted ? "text-green" : ""}`}
              >
                {item.label}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The site's header: promotion banner, logo, menu (desktop and mobile), search, language, CTA. */
export function NavbarClient({ content, locale, homeHref, searchAction, languageTargets }: NavbarClientProps) {
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
          <Logo title={content.logoAlt || "Quillio"} />
        </Link>

        {hasMenu ? (
          <div className="hidden flex-1 lg:block">
            <MenuEntries items={content.items} idPrefix="desktop" />
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
          <LanguageSwitcher locale={locale} targets={languageTargets} tone={tone} />
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
        >
          <MenuEntries items={content.items} idPrefix="mobile" onNavigate={() => toggleMobileMenu(false)} />
          {cta ? (
            <Link prefetch={false}
              href={cta.href}
              onClick={() => toggleMobileMenu(false)}
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
