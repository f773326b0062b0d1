/**
 * The image proxy at `/.netlify/images` (spec 7), with Netlify Image CDN's parameters: `url`, `w`, `h`,
 * `q`, `fm`, `fit`. Images on Prismic's CDN are resized there (a redirect with imgix's parameters);
 * the site's own images go to Next's optimizer, which keeps each variant on disk, at the nearest
 * width it makes (spec 9: widths 640-3840, densities 1-3, WebP), so any `w` costs one of a few files.
 */

/** The widths Next's optimizer makes (next.config.ts `imageSizes` + `deviceSizes`). */
export const optimizerWidths = [32, 48, 64, 96, 128, 256, 384, 640, 828, 1200, 2048, 3840] as const;
/** Spec 9: an image is asked for at 1x, 2x or 3x its CSS width. */
export const densities = [1, 2, 3] as const;
const PRISMIC_CDN = "https://images.prismic.io/";
const OWN_IMAGES = /^\/content-assets\/[\w./-]+\.(?:png|jpe?g|webp|avif|gif)$/i;
const FORMATS = new Set(["webp", "avif", "jpg", "jpeg", "png"]);
const FITS = new Set(["contain", "cover", "fill"]);

export type ImageProxyAnswer = { kind: "redirect"; location: string } | { kind: "invalid"; message: string };

/** The smallest width the optimizer makes that is at least `width` (the largest when none is). */
export function snapWidth(width: number): number {
  return optimizerWidths.find((candidate) => candidate >= width) ?? optimizerWidths[optimizerWidths.length - 1];
}

const integer = (value: string | null, min: number, max: number): number | null | undefined => {
  if (value === null || value === "") return undefined;
  if (!/^\d{1,5}$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
};

/**
 * Whether `target` is an image of the configured Prismic repository on Prismic's CDN: its path starts with the
 * repository's name (`https://images.prismic.io/<repository>/<file>`), plain (no dot segments, no encoded slashes).
 * Without a configured repository (the embedded one) no Prismic image is the site's.
 */
function isRepositoryImage(target: URL, repository: string | null): boolean {
  if (!repository || target.origin !== new URL(PRISMIC_CDN).origin || target.username || target.password) return false;
  const rest = target.pathname.slice(`/${repository}/`.length);
  return target.pathname.startsWith(`/${repository}/`) && rest.length > 0 && !/(?:^|\/)\.{1,2}(?:\/|$)|%2f|%5c|\\|\/\//i.test(rest);
}

/**
 * Where a `/.netlify/images` request is answered from, or why it cannot be. `prismicRepository`: the configured
 * repository's name (`PRISMIC_REPOSITORY_NAME`), whose images alone are resized by Prismic's CDN.
 */
export function resolveImageProxy(params: URLSearchParams, { prismicRepository = null }: { prismicRepository?: string | null } = {}): ImageProxyAnswer {
  const url = params.get("url");
  const width = integer(params.get("w"), 1, 3840 * 3);
  const height = integer(params.get("h"), 1, 3840 * 3);
  const quality = integer(params.get("q"), 1, 100);
  const format = params.get("fm")?.toLowerCase();
  const fit = params.get("fit")?.toLowerCase();
  if (!url) return { kind: "invalid", message: "The url parameter is required." };
  if (width === null) return { kind: "invalid", message: "w must be a width in pixels, 1 to 11520." };
  if (height === null) return { kind: "invalid", message: "h must be a height in pixels, 1 to 11520." };
  if (quality === null) return { kind: "invalid", message: "q must be a quality from 1 to 100." };
  if (format && !FORMATS.has(format)) return { kind: "invalid", message: "fm must be webp, avif, jpg or png." };
  if (fit && !FITS.has(fit)) return { kind: "invalid", message: "fit must be contain, cover or fill." };

  if (url.startsWith(PRISMIC_CDN)) {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return { kind: "invalid", message: "The url is not an image of this site." };
    }
    if (!isRepositoryImage(target, prismicRepository)) return { kind: "invalid", message: "The url is not an image of this site." };
    target.searchParams.set("auto", format ? "compress" : "format,compress");
    if (format) target.searchParams.set("fm", format === "jpeg" ? "jpg" : format);
    if (width) target.searchParams.set("w", String(width));
    if (height) target.searchParams.set("h", String(height));
    if (quality) target.searchParams.set("q", String(quality));
    target.searchParams.set("fit", fit === "cover" ? "crop" : fit === "fill" ? "scale" : "max");
    return { kind: "redirect", location: target.toString() };
  }
  if (OWN_IMAGES.test(url) && !url.includes("..")) {
    // Next's optimizer makes WebP at quality 75 (the configured formats and qualities), at its own widths.
    const next = new URLSearchParams({ url, w: String(snapWidth(width ?? 1200)), q: "75" });
    return { kind: "redirect", location: `/_next/image?${next}` };
  }
  return { kind: "invalid", message: "The url is not an image of this site." };
}
