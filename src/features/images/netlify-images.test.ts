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
    const answer = resolveImageProxy(new URLSearchParams("url=https://images.prismic.io/repo/a.png?auto=compress&w=640&h=320&q=60&fm=avif&fit=cover"), { prismicRepository: "repo" });
    expect(answer.kind).toBe("redirect");
    const location = new URL((answer as { location: string }).location);
    expect(location.origin).toBe("https://images.prismic.io");
    expect(Object.fromEntries(location.searchParams)).toEqual({ auto: "compress", fm: "avif", w: "640", h: "320", q: "60", fit: "crop" });
  });

  it.each([
    ["another repository's image", "https://images.prismic.io/other-repo/a.png"],
    ["a path beside any repository", "https://images.prismic.io/a.png"],
    ["the repository's root", "https://images.prismic.io/quillio/"],
    ["a name that only starts like it", "https://images.prismic.io/quillio-evil/a.png"],
    ["a dot segment out of the repository", "https://images.prismic.io/quillio/../other/a.png"],
    ["an encoded dot segment", "https://images.prismic.io/quillio/%2e%2e/other/a.png"],
    ["an encoded slash", "https://images.prismic.io/quillio/..%2Fother%2Fa.png"],
    ["a user name", "https://evil@images.prismic.io/quillio/a.png"],
    ["another port", "https://images.prismic.io:8443/quillio/a.png"],
    ["plain http", "http://images.prismic.io/quillio/a.png"],
  ])("redirects only to the configured repository's images on Prismic's CDN, not to %s (issue 35)", (_, url) => {
    const answer = resolveImageProxy(new URLSearchParams({ url, w: "640" }), { prismicRepository: "quillio" });
    expect(answer.kind).toBe("invalid");
    expect(resolveImageProxy(new URLSearchParams({ url: "https://images.prismic.io/quillio/a_b.png?auto=format", w: "640" }), { prismicRepository: "quillio" }).kind).toBe("redirect");
  });

  it("redirects to no Prismic image without a configured repository (the embedded content has none)", () => {
    expect(resolve("url=https://images.prismic.io/quillio/a.png").kind).toBe("invalid");
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
