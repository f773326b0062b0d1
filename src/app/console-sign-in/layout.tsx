import type { Metadata, Viewport } from "next";
import "../admin/console.css";

// The console's sign-in: not localized, English, never cached nor indexed, not in the sitemap.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Sign in · Quillio console",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default function SignInLayout({ children }: LayoutProps<"/console-sign-in">) {
  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <main id="main" tabIndex={-1} className="sign-in">
          {children}
        </main>
      </body>
    </html>
  );
}
