import { describe, expect, it } from "vitest";
import { imgixLoader } from "./imgix-loader";

describe("imgixLoader", () => {
  it("asks Prismic's CDN for the width, keeping the editor's crop and format settings", () => {
    const url = new URL(imgixLoader({ src: "https://images.prismic.io/repo/a.png?auto=format,compress&rect=0,0,800,600&w=800&h=600", width: 640, quality: 75 }));
    expect(Object.fromEntries(url.searchParams)).toEqual({ auto: "format,compress", rect: "0,0,800,600", w: "640", fit: "max", q: "75" });
  });

  it("adds the format settings and keeps a given fit", () => {
    const url = new URL(imgixLoader({ src: "https://images.prismic.io/repo/a.png?fit=crop", width: 320 }));
    expect(Object.fromEntries(url.searchParams)).toEqual({ fit: "crop", auto: "format,compress", w: "320" });
  });
});
