import { describe, expect, it } from "vitest";
import { contentImageAttributes } from "./attributes";

const field = (url: string, width = 800, height = 400) => ({ url, alt: "A logo", copyright: null, dimensions: { width, height }, id: "i", edit: { x: 0, y: 0, zoom: 1, background: "transparent" } });

/** Each srcset candidate as [url, descriptor]. */
const candidates = (srcSet: string | undefined) => (srcSet ?? "").split(", ").map((entry) => entry.split(" ") as [string, string]);
const widthOf = (url: string) => Number(new URL(url, "https://site.example").searchParams.get("w"));

describe("content images at densities 1, 2 and 3 (spec 9)", () => {
  it("offer an image of a fixed width at 1x, 2x and 3x, each file at least that many times its width", () => {
    for (const url of ["/content-assets/logo.png", "https://images.prismic.io/quillio/logo.png?auto=format"]) {
      const attributes = contentImageAttributes({ field: field(url), sizes: "160px" })!;
      const srcSet = candidates(attributes.srcSet);
      expect(srcSet.map(([, descriptor]) => descriptor), url).toEqual(["1x", "2x", "3x"]);
      srcSet.forEach(([candidate], index) => expect(widthOf(candidate), candidate).toBeGreaterThanOrEqual(160 * (index + 1)));
      expect(widthOf(srcSet[2][0])).toBeGreaterThan(widthOf(srcSet[1][0]));
      expect(attributes.src).toBe(srcSet[0][0]);
      expect(attributes.sizes).toBeUndefined();
      expect([attributes.width, attributes.height]).toEqual([800, 400]);
    }
  });

  it("keep width descriptors for an image that follows the layout", () => {
    const attributes = contentImageAttributes({ field: field("/content-assets/photo.jpg"), sizes: "(min-width: 1024px) 50vw, 100vw" })!;
    expect(candidates(attributes.srcSet).every(([, descriptor]) => /^\d+w$/.test(descriptor))).toBe(true);
    expect(attributes.sizes).toBe("(min-width: 1024px) 50vw, 100vw");
  });

  it("give an SVG its one file: it is drawn sharp at any density", () => {
    const attributes = contentImageAttributes({ field: field("/content-assets/badge.svg"), sizes: "64px" })!;
    expect(attributes.src).toBe("/content-assets/badge.svg");
    expect(attributes.srcSet).toBeUndefined();
  });
});

describe("the image proxy of the host (spec 7)", () => {
  it("on Netlify, asks /.netlify/images for every content image, the site's own and Prismic's", async () => {
    const { vi } = await import("vitest");
    vi.stubEnv("IMAGE_PROXY", "netlify");
    try {
      for (const url of ["/content-assets/photo.jpg", "https://images.prismic.io/quillio/logo.png?auto=format"]) {
        const attributes = contentImageAttributes({ field: field(url), sizes: "(min-width: 1024px) 50vw, 100vw" })!;
        for (const [candidate] of candidates(attributes.srcSet)) {
          const request = new URL(candidate, "https://site.example");
          expect(request.pathname, candidate).toBe("/.netlify/images");
          expect(request.searchParams.get("url")).toBe(url);
          expect(Number(request.searchParams.get("w"))).toBeGreaterThan(0);
        }
      }
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("elsewhere, sends the site's images to Next's optimizer and Prismic's to its CDN", () => {
    expect(contentImageAttributes({ field: field("/content-assets/photo.jpg") })!.src).toMatch(/^\/_next\/image\?url=%2Fcontent-assets%2Fphoto\.jpg/);
    expect(contentImageAttributes({ field: field("https://images.prismic.io/quillio/logo.png") })!.src).toMatch(/^https:\/\/images\.prismic\.io\//);
  });
});
