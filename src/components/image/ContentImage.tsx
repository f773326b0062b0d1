import * as prismic from "@prismicio/client";
import { imgixLoader } from "./imgix-loader";
import { getImageProps } from "next/image";

export interface ContentImageProps {
  field: prismic.ImageField | null | undefined;
  /** Responsive sizes hint, e.g. "(min-width: 1024px) 50vw, 100vw". */
  sizes?: string;
  /** The largest image above the fold: loaded eagerly with high priority. */
  priority?: boolean;
  className?: string;
  /** Overrides the field's alt text; "" marks the image as decorative. */
  alt?: string;
  width?: number;
  height?: number;
}

/** The attributes of a content image's `<img>`: next/image's, computed on the server. */
export function contentImageAttributes({ field, sizes = "100vw", priority = false, className, alt, width, height }: ContentImageProps) {
  if (!prismic.isFilled.image(field)) return null;
  const isSvg = field.url.split("?")[0].toLowerCase().endsWith(".svg");
  const onPrismicCdn = field.url.startsWith("https://images.prismic.io/");
  return getImageProps({
    src: field.url,
    alt: alt ?? field.alt ?? "",
    width: width ?? field.dimensions.width,
    height: height ?? field.dimensions.height,
    sizes,
    loading: priority ? "eager" : "lazy",
    fetchPriority: priority ? "high" : undefined,
    className,
    loader: onPrismicCdn ? imgixLoader : undefined,
    unoptimized: isSvg,
  }).props;
}

/**
 * Every content image goes through here: explicit dimensions (no layout shift), responsive
 * widths 640-3840 and densities via next/image, WebP, lazy unless `priority`.
 * Images on Prismic's CDN are resized there; embedded assets by the site's image optimizer.
 * A plain `<img>` rendered on the server with next/image's attributes: no image code in the browser.
 */
export function ContentImage(props: ContentImageProps) {
  const attributes = contentImageAttributes(props);
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, without its client component
  return attributes ? <img {...attributes} alt={attributes.alt} /> : null;
}
