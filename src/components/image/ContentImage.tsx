import { contentImageAttributes, type ContentImageProps } from "@/content/images/attributes";

/**
 * Every content image goes through here: explicit dimensions (no layout shift), widths 640-3840 for an image
 * that follows the layout, densities 1x, 2x and 3x for one of a fixed width (`sizes="160px"`), WebP, lazy unless `priority`.
 * Images on Prismic's CDN are resized there; embedded assets by the site's image optimizer.
 * A plain `<img>` rendered on the server with next/image's attributes: no image code in the browser.
 */
export function ContentImage(props: ContentImageProps) {
  const attributes = contentImageAttributes(props);
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, without its client component
  return attributes ? <img {...attributes} alt={attributes.alt} /> : null;
}
