"use client";

import { browserOnly } from "@/components/hydration/browser-only";

// Loaded only where a real repository is configured: the embedded content has no toolbar to show.
const PrismicPreview = browserOnly(() => import("@prismicio/next").then((module) => module.PrismicPreview));

/** Prismic's preview toolbar and preview session handling. */
export function PrismicToolbar({ repositoryName }: { repositoryName: string }) {
  return <PrismicPreview repositoryName={repositoryName} />;
}
