import * as prismic from "@prismicio/client";
import { getImageProps } from "next/image";
import { imgixLoader } from "./imgix-loader";
import { netlifyImageLoader, usesNetlifyImages } from "./netlify-loader";

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

/** Spec 9: an image of a fixed CSS width is offered at these pixel densities. */
export const IMAGE_DENSITIES = [1, 2, 3] as const;

/** The CSS width of an image whose `sizes` is one fixed length ("160px"), else null (it follows the layout). */
function fixedWidth(sizes: string): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)px\s*$/.exec(sizes);
  return match ? Number(match[1]) : null;
}

/** The attributes of a content image's `<img>`: next/image's, computed on the server. */
export function contentImageAttributes({ field, sizes = "100vw", priority = false, className, alt, width, height }: ContentImageProps) {
  if (!prismic.isFilled.image(field)) return null;
  const isSvg = field.url.split("?")[0].toLowerCase().endsWith(".svg");
  const onPrismicCdn = field.url.startsWith("https://images.prismic.io/");
  const loader = usesNetlifyImages() ? netlifyImageLoader : onPrismicCdn ? imgixLoader : undefined;
  const intrinsic = { width: width ?? field.dimensions.width, height: height ?? field.dimensions.height };
  const props = (size: { width: number; height: number }, sizesHint?: string) =>
    getImageProps({
      src: field.url,
      alt: alt ?? field.alt ?? "",
      ...size,
      sizes: sizesHint,
      loading: priority ? "eager" : "lazy",
      fetchPriority: priority ? "high" : undefined,
      className,
      loader,
      unoptimized: isSvg,
    }).props;
  const cssWidth = fixedWidth(sizes);
  if (cssWidth === null || isSvg) return props(intrinsic, sizes);
  // A fixed width: one file per density (1x, 2x, 3x), as next/image's own srcset stops at 2x.
  const scaled = (density: number) => ({ width: Math.round(cssWidth * density), height: Math.round((cssWidth * density * intrinsic.height) / intrinsic.width) });
  const urls = IMAGE_DENSITIES.map((density) => props(scaled(density)).srcSet?.split(" 1x, ")[0] ?? field.url);
  return { ...props(intrinsic), src: urls[0], srcSet: urls.map((url, index) => `${url} ${IMAGE_DENSITIES[index]}x`).join(", ") };
}
