import * as prismic from "@prismicio/client";
import { linkResolver } from "@/routing/link-resolver";

/**
 * The href of a Prismic link field or document, through the link resolver; null when empty. Apart from
 * ContentLink: a server module that imports next/link, even unused, adds the link code to the browser
 * code of every page its route renders (the 404 boundary's model only needs hrefs).
 */
export function resolveHref(field: prismic.LinkField | prismic.PrismicDocument | null | undefined): string | null {
  if (!field) return null;
  return prismic.asLink(field as prismic.LinkField, { linkResolver }) ?? null;
}
