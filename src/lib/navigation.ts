import type * as prismic from "@prismicio/client";

// Navigation as the navbar island and the footer render it: plain data, shaped on the server (src/content/queries/navigation.ts).

/** A navigation entry, resolved to paths: what the navbar and footer render. */
export interface MenuLink {
  label: string;
  href: string | null;
  description?: string;
}

export interface MenuColumn {
  title: string;
  href: string | null;
  links: MenuLink[];
}

export interface Submenu {
  label: string;
  isExtended: boolean;
  columns: MenuColumn[];
  banner: { image: prismic.ImageField; title: string; description: string; href: string | null } | null;
}

export interface MenuItem extends MenuLink {
  isHighlighted: boolean;
  submenu: Submenu | null;
}

export type MenuKind = "blog" | "website";

export interface NavbarCta {
  label: string;
  href: string;
  type: string;
}

export interface NavbarContent {
  kind: MenuKind;
  logoAlt: string;
  menuLabel: string;
  items: MenuItem[];
  cta: NavbarCta | null;
  secondaryCta: NavbarCta | null;
  search: { label: string } | null;
  /** `key`: the announcement's document and publication (a closed one stays closed: components/navbar/promotion.ts). */
  promotion: { key: string; message: string; linkLabel: string; href: string | null; color: string } | null;
  /** Load failures, shown as a short notice instead of the menu (the navbar store's `errors`). */
  errors: string[];
}
