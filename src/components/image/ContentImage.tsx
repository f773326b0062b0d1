import * as prismic from "@prismicio/client";
import { imgixLoader } from "./imgix-loader";
import Image from "next/image";

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

/**
 * Every content image goes through here: explicit dimensions (no layout shift), responsive
 * widths 640-3840 and densities via next/image, WebP, lazy unless `priority`.
 * Images on Prismic's CDN are resized there; embedded assets by the site's image optimizer.
 */
export function ContentImage({ field, sizes = "100vw", priority = false, className, alt, width, height }: ContentImageProps) {
  if (!prismic.isFilled.image(field)) return null;
  const isSvg = field.url.split("?")[0].toLowerCase().endsWith(".svg");
  const onPrismicCdn = field.url.startsWith("https://images.prismic.io/");
  return (
    <Image
      src={field.url}
      alt={alt ?? field.alt ?? ""}
      width={width ?? field.dimensions.width}
      height={height ?? field.dimensions.height}
      sizes={sizes}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      className={className}
      loader={onPrismicCdn ? imgixLoader : undefined}
      unoptimized={isSvg}
    />
  );
}
