import Link from "next/link";
import type { Metadata, Viewport } from "next";
import { requireAdmin } from "@/server/admin/session";
import { ConsoleNav } from "./_components/ConsoleNav";
import "./console.css";

// The console: not localized, English, never cached nor indexed (the proxy also sends no-store and X-Robots-Tag).
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: { default: "Console · Quillio", template: "%s · Quillio console" },
  robots: { index: false, follow: false },
  referrer: "same-origin",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function ConsoleLayout({ children }: LayoutProps<"/admin">) {
  const session = await requireAdmin();
  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <header className="console-header">
          <Link className="brand" href="/admin/" prefetch={false}>
            Quillio console
          </Link>
          <ConsoleNav />
          <span className="signed-in">{session.email}</span>
        </header>
        <main id="main" tabIndex={-1}>
          {children}
        </main>
      </body>
    </html>
  );
}
