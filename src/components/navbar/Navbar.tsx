import type { LocalePaths } from "@/content/alternates";
import { loadNavbar } from "@/content/queries/navigation";
import { type MenuKind, type NavbarCta } from "@/lib/navigation";
import type { Locale } from "@/routing/locales";
import { localePrefixes, localeTable, locales } from "@/routing/locales";
import { buildPath } from "@/routing/routes";
import { loadPageLabels } from "@/i18n/page-labels";
import { Logo } from "./Logo";
import { MenuEntries } from "./MenuEntries";
import { NavbarClient } from "./NavbarClient";
import { NavbarStoreProvider, type ContentColor } from "./navbar-store";

export interface NavbarProps {
  locale: Locale;
  kind: MenuKind;
  contentColor?: ContentColor;
  isMenuDisplayed?: boolean;
  pageCta?: NavbarCta | null;
  alternates?: LocalePaths;
}

export async function Navbar({ locale, kind, contentColor = "black", isMenuDisplayed = true, pageCta = null, alternates = {} }: NavbarProps) {
  const [content, labels] = await Promise.all([loadNavbar(kind, locale), loadPageLabels(locale)]);
  const languages = locales.map((target) => ({
    locale: target,
    href: alternates[target] ?? `${localePrefixes[target]}/`,
    htmlLang: localeTable[target].htmlLang,
    name: localeTable[target].name,
  }));
  return (
    <NavbarStoreProvider init={{ menu: content, locale, contentColor, isMenuDisplayed, pageCta, errors: content.errors }}>
      <NavbarClient
        content={content}
        locale={locale}
        homeHref={buildPath("home", locale) ?? "/"}
        searchAction={buildPath("search", locale)}
        languages={languages}
        logo={<Logo title={content.logoAlt || "Quillio"} />}
        desktopMenu={<MenuEntries items={content.items} idPrefix="desktop" submenuLabel={labels.navbar.submenu} />}
        mobileMenu={<MenuEntries items={content.items} idPrefix="mobile" submenuLabel={labels.navbar.submenu} />}
      />
    </NavbarStoreProvider>
  );
}
