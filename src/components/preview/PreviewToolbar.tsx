import { PrismicPreview } from "@prismicio/next";
import { prismicRepositoryName } from "@/content/client";

/** The Prismic toolbar, only when a real repository is configured (never for the embedded content). */
export function PreviewToolbar() {
  if (!prismicRepositoryName) return null;
  return <PrismicPreview repositoryName={prismicRepositoryName} />;
}
