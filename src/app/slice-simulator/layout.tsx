import type { Metadata } from "next";
import "../globals.css";

/** Slice Machine's preview frame: its own document, never indexed, none of the site's chrome or scripts. */
export const metadata: Metadata = { title: "Slice simulator", robots: { index: false, follow: false } };

export default function SliceSimulatorLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
