import type { ImageLoaderProps } from "next/image";

/**
 * next/image loader for Prismic's image CDN (imgix): the CDN resizes and picks the format. Written here
 * rather than imported from @prismicio/next, whose entry point would bring its preview and simulator
 * code into every page that shows an image.
 */
export function imgixLoader({ src, width, quality }: ImageLoaderProps): string {
  const url = new URL(src);
  if (!url.searchParams.has("auto")) url.searchParams.set("auto", "format,compress");
  url.searchParams.set("fit", url.searchParams.get("fit") || "max");
  url.searchParams.set("w", String(width));
  // The width decides; a height from the editor's crop would distort the resized image.
  url.searchParams.delete("h");
  if (quality) url.searchParams.set("q", String(quality));
  return url.toString();
}
