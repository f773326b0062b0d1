import { describe, expect, it, vi } from "vitest";
import type { NavbarContent } from "@/lib/navigation";
import { isPromotionDismissed, PROMOTION_DISMISSED_KEY, promotionHiddenStyle, promotionKey } from "@/lib/promotion";
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
      menu: menu({ key: "promo1-2027", message: "New", linkLabel: "", href: null, color: "green" }),
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

  it("keeps a closed announcement closed: its key is remembered on the device, and the head's script hides it on every page", () => {
    const stored = new Map<string, string>();
    const marks = new Map<string, string>();
    vi.stubGlobal("localStorage", { getItem: (name: string) => stored.get(name) ?? null, setItem: (name: string, value: string) => stored.set(name, value) });
    vi.stubGlobal("document", { documentElement: { setAttribute: (name: string, value: string) => marks.set(name, value) } });
    try {
      const store = createNavbarStore({ menu: menu({ key: "promo1-2027", message: "New", linkLabel: "", href: null, color: "green" }), locale: "en", contentColor: "white", isMenuDisplayed: true, pageCta: null, errors: [] });
      store.getState().closePromotionBanner();
      expect(stored.get(PROMOTION_DISMISSED_KEY)).toBe("promo1-2027");
      expect(marks.get("data-promotion-dismissed")).toBe("promo1-2027");
      expect(isPromotionDismissed("promo1-2027")).toBe(true);
      // A new announcement (another publication) shows again.
      expect(isPromotionDismissed(promotionKey("promo1", "2027-05-01T00:00:00+0000"))).toBe(false);
      expect(promotionHiddenStyle("promo1-2027")).toBe(':root[data-promotion-dismissed="promo1-2027"] [data-promotion="promo1-2027"]{display:none}');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
