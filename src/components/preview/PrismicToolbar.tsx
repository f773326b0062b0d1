"use client";

import dynamic from "next/dynamic";

// Loaded only where a real repository is configured: the embedded content has no toolbar to show.
const PrismicPreview = dynamic(() => import("@prismicio/next").then((module) => module.PrismicPreview), { ssr: false });

/** Prismic's preview toolbar and preview session handling. */
export function PrismicToolbar({ repositoryName }: { repositoryName: string }) {
  return <PrismicPreview repositoryName={repositoryName} />;
}
