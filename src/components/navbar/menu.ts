import * as prismic from "@prismicio/client";
import type { MenuColumnSlice, MultiLevelSubmenuDocument } from "../../../prismicio-types";
import { resolveHref } from "@/components/content-link/href";

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

export function menuColumns(slices: prismic.SliceZone<MenuColumnSlice> | null | undefined): MenuColumn[] {
  return (slices ?? []).map((slice) => ({
    title: slice.primary.title ?? "",
    href: resolveHref(slice.primary.link),
    links: slice.items
      .filter((item) => item.label)
      .map((item) => ({ label: item.label ?? "", description: item.description ?? undefined, href: resolveHref(item.link) })),
  }));
}

export function toSubmenu(document: MultiLevelSubmenuDocument): Submenu {
  const { data } = document;
  return {
    label: data.menu_label ?? "",
    isExtended: data.is_extended === true,
    columns: menuColumns(data.body),
    banner: prismic.isFilled.image(data.banner)
      ? {
          image: data.banner,
          title: data.banner_title ?? "",
          description: data.banner_description ?? "",
          href: resolveHref(data.banner_link),
        }
      : null,
  };
}

export function linkedDocumentId(field: prismic.LinkField, type: string): string | null {
  return field.link_type === "Document" && "id" in field && "type" in field && field.type === type && !field.isBroken
    ? field.id
    : null;
}
