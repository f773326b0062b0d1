"use client";

import { createContext, useContext, useState, type ReactNode } from "react";
import { createStore, useStore, type StoreApi } from "zustand";
import type { NavbarContent, NavbarCta } from "@/lib/navigation";
import type { Locale } from "@/routing/locales";
import { dismissPromotion } from "@/lib/promotion";

export type ContentColor = "black" | "white";

export interface NavbarState {
  /** Menus loaded so far, per kind and locale. */
  menus: Partial<Record<`${"blog" | "website"}:${Locale}`, NavbarContent>>;
  contentColor: ContentColor;
  isMenuDisplayed: boolean;
  isPromotionBannerOpen: boolean;
  isSearchBarOpen: boolean;
  isMobileMenuOpen: boolean;
  errors: string[];
  pageCta: NavbarCta | null;
  setContentColor: (color: ContentColor) => void;
  setMenuDisplayed: (displayed: boolean) => void;
  setPageCta: (cta: NavbarCta | null) => void;
  openPromotionBanner: () => void;
  closePromotionBanner: () => void;
  toggleSearchBar: (open?: boolean) => void;
  toggleMobileMenu: (open?: boolean) => void;
}

export type NavbarInit = Pick<NavbarState, "contentColor" | "isMenuDisplayed" | "pageCta" | "errors"> & {
  menu: NavbarContent;
  locale: Locale;
};

export function createNavbarStore(init: NavbarInit): StoreApi<NavbarState> {
  return createStore<NavbarState>()((set) => ({
    menus: { [`${init.menu.kind}:${init.locale}`]: init.menu },
    contentColor: init.contentColor,
    isMenuDisplayed: init.isMenuDisplayed,
    isPromotionBannerOpen: init.menu.promotion !== null,
    isSearchBarOpen: false,
    isMobileMenuOpen: false,
    errors: init.errors,
    pageCta: init.pageCta,
    setContentColor: (contentColor) => set({ contentColor }),
    setMenuDisplayed: (isMenuDisplayed) => set({ isMenuDisplayed }),
    setPageCta: (pageCta) => set({ pageCta }),
    openPromotionBanner: () => set({ isPromotionBannerOpen: true }),
    closePromotionBanner: () => {
      if (init.menu.promotion) dismissPromotion(init.menu.promotion.key);
      set({ isPromotionBannerOpen: false });
    },
    toggleSearchBar: (open) => set((state) => ({ isSearchBarOpen: open ?? !state.isSearchBarOpen })),
    toggleMobileMenu: (open) => set((state) => ({ isMobileMenuOpen: open ?? !state.isMobileMenuOpen })),
  }));
}

const NavbarStoreContext = createContext<StoreApi<NavbarState> | null>(null);

/** One store per rendered navbar, so server renders never share state between visitors. */
export function NavbarStoreProvider({ init, children }: { init: NavbarInit; children: ReactNode }) {
  const [store] = useState(() => createNavbarStore(init));
  return <NavbarStoreContext.Provider value={store}>{children}</NavbarStoreContext.Provider>;
}

export function useNavbarStore<T>(selector: (state: NavbarState) => T): T {
  const store = useContext(NavbarStoreContext);
  if (!store) throw new Error("useNavbarStore must be used inside NavbarStoreProvider");
  return useStore(store, selector);
}
