import { describe, expect, it } from "vitest";
import type { NavbarContent } from "@/lib/navigation";
import { createNavbarStore } from "./navbar-store";

const menu = (promotion: NavbarContent["promotion"]): NavbarContent => ({
  kind: "website",
  logoAlt: "Quillio",
  menuLabel: "Menu",
  items: [],
  cta: null,
  secondaryCta: null,
  search: null,
  promotion,
  errors: [],
});

describe("navbar store", () => {
  it("starts from the spec's defaults and the page's settings", () => {
    const store = createNavbarStore({ menu: menu(null), locale: "de", contentColor: "black", isMenuDisplayed: true, pageCta: null, errors: [] });
    const state = store.getState();
    expect(state).toMatchObject({
      contentColor: "black",
      isMenuDisplayed: true,
      isPromotionBannerOpen: false,
      isSearchBarOpen: false,
      isMobileMenuOpen: false,
      errors: [],
      pageCta: null,
    });
    expect(Object.keys(state.menus)).toEqual(["website:de"]);
  });

  it("opens and closes the promotion banner, search bar and mobile menu; sets colour, menu and CTA", () => {
    const store = createNavbarStore({
      menu: menu({ message: "New", linkLabel: "", href: null, color: "green" }),
      locale: "en",
      contentColor: "white",
      isMenuDisplayed: false,
      pageCta: null,
      errors: ["Document navbar does not exist for locale en-us"],
    });
    const s = () => store.getState();
    expect(s().isPromotionBannerOpen).toBe(true);
    s().closePromotionBanner();
    expect(s().isPromotionBannerOpen).toBe(false);
    s().toggleSearchBar();
    expect(s().isSearchBarOpen).toBe(true);
    s().toggleSearchBar(false);
    expect(s().isSearchBarOpen).toBe(false);
    s().toggleMobileMenu();
    expect(s().isMobileMenuOpen).toBe(true);
    s().setContentColor("black");
    s().setMenuDisplayed(true);
    s().setPageCta({ label: "Book a demo", href: "/form/demo/", type: "primary" });
    expect(s()).toMatchObject({ contentColor: "black", isMenuDisplayed: true, pageCta: { label: "Book a demo" } });
    expect(s().errors).toHaveLength(1);
  });
});
