import { describe, expect, it } from "vitest";
import { densities, resolveImageProxy, snapWidth } from "./netlify-images";

const resolve = (query: string) => resolveImageProxy(new URLSearchParams(query));

describe("the /.netlify/images proxy", () => {
  it("sends the site's own images to the optimizer at the width it makes for each density", () => {
    // A 640-pixel-wide slot at 1x, 2x and 3x.
    expect(densities.map((density) => snapWidth(640 * density))).toEqual([640, 2048, 2048]);
    expect(resolve("url=/content-assets/hero.png&w=1280")).toEqual({ kind: "redirect", location: "/_next/image?url=%2Fcontent-assets%2Fhero.png&w=2048&q=75" });
    expect(resolve("url=/content-assets/logo.webp")).toMatchObject({ location: "/_next/image?url=%2Fcontent-assets%2Flogo.webp&w=1200&q=75" });
    expect(snapWidth(9999)).toBe(3840);
  });

  it("lets Prismic's CDN resize its own images, with Netlify's parameters mapped to imgix's", () => {
    const answer = resolve("url=https://images.prismic.io/repo/a.png?auto=compress&w=640&h=320&q=60&fm=avif&fit=cover");
    expect(answer.kind).toBe("redirect");
    const location = new URL((answer as { location: string }).location);
    expect(location.origin).toBe("https://images.prismic.io");
    expect(Object.fromEntries(location.searchParams)).toEqual({ auto: "compress", fm: "avif", w: "640", h: "320", q: "60", fit: "crop" });
  });

  it.each([
    ["", "url parameter is required"],
    ["url=/etc/passwd&w=640", "not an image of this site"],
    ["url=/content-assets/../secret.png", "not an image of this site"],
    ["url=https://evil.example/a.png", "not an image of this site"],
    ["url=https://images.prismic.io.evil.example/a.png", "not an image of this site"],
    ["url=/content-assets/a.png&w=-5", "w must be"],
    ["url=/content-assets/a.png&w=abc", "w must be"],
    ["url=/content-assets/a.png&q=101", "q must be"],
    ["url=/content-assets/a.png&fm=svg", "fm must be"],
    ["url=/content-assets/a.png&fit=zoom", "fit must be"],
  ])("refuses %s", (query, message) => {
    const answer = resolve(query);
    expect(answer.kind).toBe("invalid");
    expect((answer as { message: string }).message).toContain(message);
  });
});
