import type { ImageLoaderProps } from "next/image";

/**
 * next/image loader for Netlify's Image CDN, the spec's image proxy at `/.netlify/images` (section 7): on Netlify every
 * content image, the site's own and Prismic's, is resized there (netlify.toml allows Prismic's host). Elsewhere the
 * site's images go to Next's optimizer and Prismic's to its own CDN (imgix-loader.ts).
 */
export function netlifyImageLoader({ src, width, quality }: ImageLoaderProps): string {
  const params = new URLSearchParams({ url: src, w: String(width), q: String(quality ?? 75), fm: "webp" });
  return `/.netlify/images?${params}`;
}

/** Whether this build is for Netlify's runtime (next.config.ts sets IMAGE_PROXY at build time). */
export const usesNetlifyImages = () => process.env.IMAGE_PROXY === "netlify";
