import "server-only";
import * as prismic from "@prismicio/client";
import type { MenuColumnSlice, MultiLevelSubmenuDocument, NavbarDocument, WebsiteNavbarDocument } from "../../../prismicio-types";
import { findDocument, getDocumentsByIDs, getSingleDocument, isOfType } from "@/content/documents";
import type { MenuColumn, MenuItem, MenuKind, NavbarContent, NavbarCta, Submenu } from "@/lib/navigation";
import { resolveHref } from "@/routing/href";
import type { Locale } from "@/routing/locales";
import { promotionKey } from "@/lib/promotion";

/** The columns of a footer or submenu, resolved to paths. */
export function menuColumns(slices: prismic.SliceZone<MenuColumnSlice> | null | undefined): MenuColumn[] {
  return (slices ?? []).map((slice) => ({
    title: slice.primary.title ?? "",
    href: resolveHref(slice.primary.link),
    links: slice.items
      .filter((item) => item.label)
      .map((item) => ({ label: item.label ?? "", description: item.description ?? undefined, href: resolveHref(item.link) })),
  }));
}

function toSubmenu(document: MultiLevelSubmenuDocument): Submenu {
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

function linkedDocumentId(field: prismic.LinkField, type: string): string | null {
  return field.link_type === "Document" && "id" in field && "type" in field && field.type === type && !field.isBroken
    ? field.id
    : null;
}

function cta(label: prismic.KeyTextField, link: prismic.LinkField, type: prismic.SelectField): NavbarCta | null {
  const href = resolveHref(link);
  return label && href ? { label, href, type: type ?? "primary" } : null;
}

/**
 * The blog (`navbar`) or website (`website_navbar`) menu of a locale, with its submenus.
 * Cached once per locale by the content layer; a failure becomes an entry in `errors`.
 */
export async function loadNavbar(kind: MenuKind, locale: Locale): Promise<NavbarContent> {
  const type = kind === "blog" ? "navbar" : "website_navbar";
  const errors: string[] = [];
  let navbar: NavbarDocument | WebsiteNavbarDocument | null = null;
  try {
    navbar = await getSingleDocument(type, locale, [
      "multi_level_submenu.menu_label",
      "multi_level_submenu.is_extended",
    ]);
  } catch (error) {
    errors.push(error instanceof Error ? error.message : String(error));
  }

  let items: MenuItem[] = [];
  if (navbar) {
    const menuItems = navbar.data.menu_items ?? [];
    const submenuIds = menuItems.flatMap((item) => linkedDocumentId(item.link, "multi_level_submenu") ?? []);
    let submenus: MultiLevelSubmenuDocument[] = [];
    try {
      submenus = (await getDocumentsByIDs(submenuIds)).filter((document) => isOfType(document, "multi_level_submenu"));
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    }
    items = menuItems
      .filter((item) => item.label)
      .map((item) => {
        const submenuId = linkedDocumentId(item.link, "multi_level_submenu");
        const submenu = submenuId ? submenus.find((doc) => doc.id === submenuId) : undefined;
        return {
          label: item.label ?? "",
          href: submenuId ? null : resolveHref(item.link),
          isHighlighted: item.is_highlighted === true,
          submenu: submenu ? toSubmenu(submenu) : null,
        };
      })
      .filter((item) => item.href || item.submenu);
  }

  const promotionDoc = await findDocument(() => getSingleDocument("promotion_banner", locale)).catch(
    () => null,
  );
  const promotion =
    promotionDoc?.data.is_active && promotionDoc.data.message
      ? {
          key: promotionKey(promotionDoc.id, promotionDoc.last_publication_date),
          message: promotionDoc.data.message,
          linkLabel: promotionDoc.data.link_label ?? "",
          href: resolveHref(promotionDoc.data.link),
          color: promotionDoc.data.background_color ?? "green",
        }
      : null;

  return {
    kind,
    logoAlt: navbar?.data.logo_alt ?? "Quillio",
    menuLabel: navbar?.data.menu_label ?? "",
    items,
    cta: navbar ? cta(navbar.data.cta_label, navbar.data.cta_link, navbar.data.cta_type) : null,
    secondaryCta: navbar ? cta(navbar.data.secondary_cta_label, navbar.data.secondary_cta_link, navbar.data.secondary_cta_type) : null,
    search: navbar ? { label: navbar.data.search_label ?? "" } : null,
    promotion,
    errors,
  };
}
