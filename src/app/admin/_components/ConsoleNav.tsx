"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

/** The console's sections (leads, analytics and campaigns are their own engineer's pages). */
export const CONSOLE_SECTIONS = [
  { href: "/admin/", label: "Overview" },
  { href: "/admin/leads/", label: "Leads" },
  { href: "/admin/conversion/", label: "Conversion" },
  { href: "/admin/analytics/", label: "Analytics" },
  { href: "/admin/deliveries/", label: "Deliveries" },
  { href: "/admin/campaigns/", label: "Campaigns" },
  { href: "/admin/audit/", label: "Audit log" },
] as const;

/** The console's navigation, marking the section shown; sign-out is a form post (it changes state). */
export function ConsoleNav() {
  const pathname = usePathname();
  const current = (href: string) => (href === "/admin/" ? pathname === "/admin/" || pathname === "/admin" : pathname.startsWith(href));
  return (
    <nav className="console-nav" aria-label="Console">
      <ul>
        {CONSOLE_SECTIONS.map((section) => (
          <li key={section.href}>
            <Link href={section.href} prefetch={false} aria-current={current(section.href) ? "page" : undefined}>
              {section.label}
            </Link>
          </li>
        ))}
        <li>
          <form method="post" action="/api/admin/sign-out/">
            <input type="hidden" name="scope" value="this" />
            <button type="submit" className="link-button">
              Sign out
            </button>
          </form>
        </li>
      </ul>
    </nav>
  );
}
