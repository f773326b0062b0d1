import type { SliceComponentProps } from "@prismicio/react";
import type { MenuColumnSlice } from "../../../prismicio-types";
import { menuColumns } from "@/content/queries/navigation";

/**
 * A column of a submenu or of the footer. Menus and the footer lay their columns out themselves
 * (src/content/queries/navigation.ts); this is the column alone, as Slice Machine's simulator shows it.
 */
export default function MenuColumn({ slice }: SliceComponentProps<MenuColumnSlice>) {
  const [column] = menuColumns([slice]);
  return (
    <nav aria-label={column.title || undefined} data-slice-type={slice.slice_type} className="mx-auto max-w-xs px-4 py-8">
      {column.title ? <p className="font-bold">{column.href ? <a href={column.href}>{column.title}</a> : column.title}</p> : null}
      <ul className="mt-3 space-y-3">
        {column.links.map((link, index) => (
          <li key={`${link.label}-${index}`}>
            {link.href ? (
              <a href={link.href} className="font-semibold hover:underline">
                {link.label}
              </a>
            ) : (
              <span className="font-semibold">{link.label}</span>
            )}
            {link.description ? <p className="text-sm text-stone">{link.description}</p> : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
