import type { ReactNode } from "react";
import { Breadcrumbs } from "@/components/breadcrumbs/Breadcrumbs";
import { Footer, type FooterTheme } from "@/components/footer/Footer";
import { Navbar } from "@/components/navbar/Navbar";
import type { ContentColor } from "@/components/navbar/navbar-store";
import type { LocalePaths } from "@/content/alternates";
import type { NavbarCta } from "@/lib/navigation";
import type { Locale } from "@/routing/locales";

/** The seven layouts of the spec. */
export type LayoutName = "default" | "blog" | "guide" | "landing" | "minimal" | "redemption-code" | "empty";

export interface SiteLayoutProps {
  layout: LayoutName;
  locale: Locale;
  /** Public paths of the page in each language, for the language switcher. */
  alternates?: LocalePaths;
  navbar?: { contentColor?: ContentColor; isMenuDisplayed?: boolean; pageCta?: NavbarCta | null };
  footer?: { theme?: FooterTheme };
  /** Page background: white by default; the 404 page uses sugar. */
  background?: "white" | "sugar";
  children: ReactNode;
}

interface LayoutRule {
  menu: "blog" | "website" | null;
  /** Whether the layout shows the menu unless the page says otherwise. */
  menuDisplayed: boolean;
  footer: "full" | "compact" | null;
}

const layoutRules: Record<LayoutName, LayoutRule> = {
  default: { menu: "website", menuDisplayed: true, footer: "full" },
  blog: { menu: "blog", menuDisplayed: true, footer: "full" },
  guide: { menu: "blog", menuDisplayed: true, footer: "full" },
  landing: { menu: "website", menuDisplayed: true, footer: "compact" },
  minimal: { menu: "website", menuDisplayed: false, footer: "compact" },
  "redemption-code": { menu: "website", menuDisplayed: false, footer: "compact" },
  empty: { menu: null, menuDisplayed: false, footer: null },
};

/** Page chrome: navbar and footer as the layout and the page ask. */
export function SiteLayout({ layout, locale, alternates, navbar = {}, footer = {}, background = "white", children }: SiteLayoutProps) {
  const rule = layoutRules[layout];
  return (
    <div className={`flex min-h-dvh flex-col ${background === "sugar" ? "bg-sugar" : "bg-white"}`} data-layout={layout}>
      {rule.menu ? (
        <Navbar
          locale={locale}
          kind={rule.menu}
          contentColor={navbar.contentColor}
          isMenuDisplayed={navbar.isMenuDisplayed ?? rule.menuDisplayed}
          pageCta={navbar.pageCta}
          alternates={alternates}
        />
      ) : null}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Breadcrumbs locale={locale} path={alternates?.[locale]} tone={rule.menu && navbar.contentColor === "white" ? "white" : "black"} />
        {children}
      </main>
      {rule.footer ? <Footer locale={locale} theme={footer.theme} variant={rule.footer} /> : null}
    </div>
  );
}
