import Link from "next/link";
import { fillTemplate } from "@/i18n/templates";
import type { MenuItem, Submenu } from "@/lib/navigation";
import { MenuList, SubmenuPanel, SubmenuToggle } from "./menu-disclosure";

function SubmenuContent({ submenu }: { submenu: Submenu }) {
  return (
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
  );
}

/**
 * The menu's entries, rendered on the server: only the submenu toggles run in the browser (`menu-disclosure.tsx`),
 * so the menu's markup adds nothing to the page's JavaScript.
 */
export function MenuEntries({ items, idPrefix, submenuLabel }: { items: MenuItem[]; idPrefix: string; submenuLabel: string }) {
  return (
    <MenuList className="flex flex-col gap-1 lg:flex-row lg:items-center lg:gap-2">
      {items.map((item, index) => {
        const panelId = `${idPrefix}-submenu-${index}`;
        return (
          <li key={`${item.label}-${index}`} className="relative">
            {item.submenu ? (
              <>
                <SubmenuToggle index={index} panelId={panelId} label={fillTemplate(submenuLabel, { label: item.label })}>
                  {item.label}
                </SubmenuToggle>
                <SubmenuPanel
                  index={index}
                  id={panelId}
                  className={`z-40 rounded-xl bg-white p-4 text-ink shadow-xl lg:absolute lg:top-full lg:left-0 lg:mt-2 ${item.submenu.isExtended ? "lg:w-[44rem]" : "lg:w-80"}`}
                >
                  <SubmenuContent submenu={item.submenu} />
                </SubmenuPanel>
              </>
            ) : (
              <Link prefetch={false} href={item.href!} className={`flex min-h-11 items-center rounded-lg px-3 font-semibold ${item.isHighlighted ? "text-green" : ""}`}>
                {item.label}
              </Link>
            )}
          </li>
        );
      })}
    </MenuList>
  );
}
