import { describe, expect, it } from "vitest";
import { buildMetadata, generatedImagePath, socialImage, xDefaultLocale } from "./metadata";

const image = (url: string, width = 1200, height = 630) => ({
  url,
  alt: "Alt",
  copyright: null,
  dimensions: { width, height },
  id: url,
  edit: { x: 0, y: 0, zoom: 1, background: "transparent" },
});

const siteUrl = "https://www.quillio.example";

describe("metadata builder", () => {
  const article = {
    type: "blog_article",
    data: {
      meta_title: "Onboarding that sticks",
      meta_description: "How teams onboard faster.",
      title: "Ignored when meta_title is set",
      thumbnail: image("/content-assets/onboarding.jpg"),
      social_sharing_thumbnail: { dimensions: null, alt: null, copyright: null, url: undefined },
      is_hidden: false,
    },
  };

  it("builds canonical, hreflang alternates and x-default (English when available)", () => {
    const metadata = buildMetadata({
      document: article,
      locale: "de",
      paths: { en: "/blog/onboarding/", de: "/de/blog/einarbeitung/", fr: "/fr/blog/integration/" },
      siteUrl,
    });
    expect(metadata.alternates?.canonical).toBe(`${siteUrl}/de/blog/einarbeitung/`);
    expect(metadata.alternates?.languages).toEqual({
      "en-US": `${siteUrl}/blog/onboarding/`,
      "de-DE": `${siteUrl}/de/blog/einarbeitung/`,
      "fr-FR": `${siteUrl}/fr/blog/integration/`,
      "x-default": `${siteUrl}/blog/onboarding/`,
    });
    expect(metadata.openGraph).toMatchObject({ type: "article", locale: "de_DE", alternateLocale: ["en_US", "fr_FR"] });
    expect(metadata.title).toEqual({ absolute: "Onboarding that sticks | Quillio" });
    expect(metadata.description).toBe("How teams onboard faster.");
    expect(metadata.robots).toEqual({ index: true, follow: true });
  });

  it("uses the only version as x-default when there is no English one", () => {
    expect(xDefaultLocale({ fr: "/fr/blog/x/" })).toBe("fr");
    expect(xDefaultLocale({ de: "/de/x/", fr: "/fr/x/" })).toBe("de");
    expect(xDefaultLocale({})).toBeNull();
    const metadata = buildMetadata({ document: article, locale: "fr", paths: { fr: "/fr/blog/x/" }, siteUrl });
    expect(metadata.alternates?.languages).toEqual({ "fr-FR": `${siteUrl}/fr/blog/x/`, "x-default": `${siteUrl}/fr/blog/x/` });
  });

  it("marks hidden documents and test pages noindex, nofollow", () => {
    const hidden = buildMetadata({ document: { ...article, data: { ...article.data, is_hidden: true } }, locale: "en", paths: {}, siteUrl });
    expect(hidden.robots).toEqual({ index: false, follow: false });
    const test = buildMetadata({ document: { type: "test_page", data: { title: "QA" } }, locale: "en", paths: {}, siteUrl });
    expect(test.robots).toEqual({ index: false, follow: false });
  });

  it("uses social type article for blog articles and case studies, website otherwise", () => {
    const types = ["blog_article", "case_study", "home_page", "pricing_page", "webinar"].map(
      (type) => (buildMetadata({ document: { type, data: {} }, locale: "en", paths: {}, siteUrl }).openGraph as { type: string }).type,
    );
    expect(types).toEqual(["article", "article", "website", "website", "website"]);
  });

  it("picks the social image: sharing thumbnail, else thumbnail unless SVG, else the default", () => {
    const fallback = image("/content-assets/default-share.png");
    expect(socialImage({ social_sharing_thumbnail: image("/a.png"), thumbnail: image("/b.png") }, fallback)?.url).toBe("/a.png");
    expect(socialImage({ thumbnail: image("/b.jpg") }, fallback)?.url).toBe("/b.jpg");
    expect(socialImage({ thumbnail: image("/b.svg") }, fallback)?.url).toBe("/content-assets/default-share.png");
    expect(socialImage({ thumbnail: image("https://images.prismic.io/x/b.svg?auto=compress") }, fallback)?.url).toBe(
      "/content-assets/default-share.png",
    );
    expect(socialImage({}, null)).toBeNull();
    const metadata = buildMetadata({ document: { type: "home_page", data: {} }, locale: "en", paths: {}, siteUrl, defaultImage: fallback });
    expect(metadata.openGraph?.images).toEqual([{ url: "/content-assets/default-share.png", width: 1200, height: 630, alt: "Alt" }]);
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image" });
  });

  it("falls back to the title, then the brand, and to rich-text descriptions", () => {
    const metadata = buildMetadata({
      document: {
        type: "page",
        data: { title: [{ type: "heading1", text: "About Quillio", spans: [] }], description: [{ type: "paragraph", text: "Who we are.", spans: [] }] },
      },
      locale: "en",
      paths: { en: "/company/about/" },
      siteUrl,
    });
    expect(metadata.title).toEqual({ absolute: "About Quillio" });
    expect(metadata.description).toBe("Who we are.");
    expect(buildMetadata({ document: { type: "page", data: {} }, locale: "en", paths: {}, siteUrl }).title).toEqual({ absolute: "Quillio" });
  });
});

describe("generated sharing image and feeds", () => {
  const siteUrl = "https://www.quillio.example";
  it("prefers the locale's default sharing image to the generated one (spec 2)", () => {
    const metadata = buildMetadata({
      document: { type: "legal_document", data: { title: "Mentions légales", thumbnail: image("/logo.svg") } },
      locale: "fr",
      paths: { fr: "/fr/legal/mentions/" },
      siteUrl,
      defaultImage: image("/content-assets/sharing-default-fr.jpg"),
      generatedImage: generatedImagePath("fr", "XyZ"),
    });
    expect(metadata.openGraph?.images).toEqual([{ url: "/content-assets/sharing-default-fr.jpg", width: 1200, height: 630, alt: "Alt" }]);
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image", images: ["/content-assets/sharing-default-fr.jpg"] });
  });

  it("uses the generated image only when the locale has no default, and announces feeds", () => {
    const metadata = buildMetadata({
      document: { type: "blog_home", data: { title: "Blog" } },
      locale: "de",
      paths: { de: "/de/blog/" },
      siteUrl,
      generatedImage: generatedImagePath("de", "XyZ"),
      feeds: { rss: { "https://www.quillio.example/de/blog/feed.xml": "Blog (RSS)" }, atom: { "https://www.quillio.example/de/blog/atom.xml": "Blog (Atom)" } },
    });
    expect(metadata.openGraph?.images).toEqual([{ url: "https://www.quillio.example/api/og/de/XyZ", width: 1200, height: 630, alt: "Blog | Quillio" }]);
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image", images: ["https://www.quillio.example/api/og/de/XyZ"] });
    expect(metadata.alternates?.types).toEqual({
      "application/rss+xml": [{ url: "https://www.quillio.example/de/blog/feed.xml", title: "Blog (RSS)" }],
      "application/atom+xml": [{ url: "https://www.quillio.example/de/blog/atom.xml", title: "Blog (Atom)" }],
    });
  });
});
