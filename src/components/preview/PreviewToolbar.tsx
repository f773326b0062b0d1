import { prismicRepositoryName } from "@/content/client";
import { PrismicToolbar } from "./PrismicToolbar";

/** The Prismic toolbar, only when a real repository is configured (never for the embedded content). */
export function PreviewToolbar() {
  if (!prismicRepositoryName) return null;
  return <PrismicToolbar repositoryName={prismicRepositoryName} />;
}
