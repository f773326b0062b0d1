import type * as prismic from "@prismicio/client";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { withPageLabels } from "@/testing/page-labels";
import { renderHtml } from "@/testing/render-html";
import { describe, expect, it } from "vitest";
import messages from "../../../messages/en.json";
import { headingAnchors, slugify } from "./anchors";
import { embedPlayer } from "./embed-providers";
import { RichText } from "./RichText";

function render(field: prismic.RichTextField | unknown[]): Promise<string> {
  const tree: ReactNode = (
    <NextIntlClientProvider locale="en" timeZone="UTC" messages={messages}>
      <RichText field={field as prismic.RichTextField} />
    </NextIntlClientProvider>
  );
  return withPageLabels(tree).then(renderHtml);
}

const block = (type: string, text: string, spans: unknown[] = []) => ({ type, text, spans, direction: "ltr" });

describe("slugify and heading anchors", () => {
  it("folds accents and punctuation", () => {
    expect(slugify("Überblick: Lernen & Wachsen")).toBe("uberblick-lernen-wachsen");
    expect(slugify("Qu'est-ce qu'une équipe ?")).toBe("quest-ce-quune-equipe");
    expect(slugify("Straße")).toBe("strasse");
  });

  it("gives h2 and h3 unique ids in document order", () => {
    const field = [block("heading2", "Intro"), block("paragraph", "x"), block("heading3", "Intro"), block("heading4", "Not anchored"), block("heading2", "Intro")];
    expect(headingAnchors(field as prismic.RichTextField)).toEqual([
      { id: "intro", text: "Intro", level: 2 },
      { id: "intro-2", text: "Intro", level: 3 },
      { id: "intro-3", text: "Intro", level: 2 },
    ]);
  });
});

describe("RichText serializer", () => {
  it("renders headings 1-6 with ids on h2 and h3 only", async () => {
    const html = await render([1, 2, 3, 4, 5, 6].map((n) => block(`heading${n}`, `Titre été ${n}`)));
    expect(html).toContain("<h1 class=");
    expect(html).toMatch(/<h2 id="titre-ete-2"[^>]*>Titre été 2<\/h2>/);
    expect(html).toMatch(/<h3 id="titre-ete-3"[^>]*>Titre été 3<\/h3>/);
    expect(html).toMatch(/<h4 class="[^"]*">Titre été 4<\/h4>/);
    expect(html).toContain(">Titre été 5</h5>");
    expect(html).toContain(">Titre été 6</h6>");
    // The same anchors as the table of contents.
    const twice = await render([block("heading2", "Same"), block("heading2", "Same")]);
    expect(twice).toContain('id="same"');
    expect(twice).toContain('id="same-2"');
  });

  it("renders paragraphs, preformatted text, strong, em and labels", async () => {
    const html = await render([
      block("paragraph", "bold and italic and marked and code", [
        { start: 0, end: 4, type: "strong" },
        { start: 9, end: 15, type: "em" },
        { start: 20, end: 26, type: "label", data: { label: "highlight" } },
        { start: 31, end: 35, type: "label", data: { label: "code" } },
      ]),
      { type: "preformatted", text: "const a = <b>;", spans: [] },
    ]);
    expect(html).toMatch(/<p[^>]*><strong[^>]*>bold<\/strong> and <em>italic<\/em> and <span class="label-highlight[^"]*">marked<\/span> and <span class="label-code[^"]*">code<\/span><\/p>/);
    expect(html).toContain("<pre");
    expect(html).toContain("const a = &lt;b&gt;;");
  });

  it("groups list items and ordered list items", async () => {
    const html = await render([block("list-item", "one"), block("list-item", "two"), block("o-list-item", "first")]);
    expect(html).toMatch(/<ul[^>]*><li[^>]*>one<\/li><li[^>]*>two<\/li><\/ul><ol[^>]*><li[^>]*>first<\/li><\/ol>/);
  });

  it("renders images through the image component with their alt and dimensions", async () => {
    const html = await render([{ type: "image", url: "/content-assets/team.jpg", alt: "The team at work", dimensions: { width: 1200, height: 800 }, copyright: null }]);
    expect(html).toContain('alt="The team at work"');
    expect(html).toContain('width="1200"');
    expect(html).toContain('height="800"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain("<figure");
  });

  it("links internal documents through the link resolver and external ones with noopener", async () => {
    const html = await render([
      block("paragraph", "pricing and web", [
        { start: 0, end: 7, type: "hyperlink", data: { link_type: "Document", id: "x", type: "pricing_page", lang: "de-de", uid: "pricing", tags: [], isBroken: false } },
        { start: 12, end: 15, type: "hyperlink", data: { link_type: "Web", url: "https://example.org/", target: "_blank" } },
      ]),
    ]);
    // next/link drops the trailing slash outside a Next build (trailingSlash comes from next.config there).
    expect(html).toMatch(/href="\/de\/preise\/?"/);
    expect(html).toMatch(/<a href="https:\/\/example.org\/" target="_blank" rel="noopener[^"]*"/);
  });

  it("embeds known providers behind a click, built from embed_url, never the content's html", async () => {
    const html = await render([
      {
        type: "embed",
        oembed: {
          type: "video",
          embed_url: "https://www.youtube.com/watch?v=abcDEF12345",
          title: "Our product tour",
          provider_name: "YouTube",
          html: '<script>alert("x")</script><iframe src="https://evil.example/"></iframe>',
        },
      },
    ]);
    expect(html).not.toContain("<script");
    expect(html).not.toContain("evil.example");
    expect(html).not.toContain("<iframe"); // nothing loads from YouTube before the click
    expect(html).toContain('data-embed-provider="youtube"');
    expect(html).toContain("Our product tour");
  });

  it("embeds Wistia through the video facade and unknown providers as a plain link", async () => {
    const wistia = await render([{ type: "embed", oembed: { type: "video", embed_url: "https://acme.wistia.com/medias/abc123xyz9", title: "Demo", html: "" } }]);
    expect(wistia).toContain('data-testid="wistia-video"');
    const unknown = await render([{ type: "embed", oembed: { type: "rich", embed_url: "https://unknown.example/post/1", title: "A post", provider_name: "Unknown", html: "<b>x</b>" } }]);
    expect(unknown).toMatch(/<a href="https:\/\/unknown.example\/post\/1" rel="noopener noreferrer" target="_blank"[^>]*>A post<\/a>/);
    expect(unknown).not.toContain("<b>x</b>");
    const hostile = await render([{ type: "embed", oembed: { type: "rich", embed_url: "javascript:alert(1)", html: "" } }]);
    expect(hostile).not.toContain("javascript:");
  });

  it("renders nothing (or the fallback) for an empty field", async () => {
    expect(await render([])).toBe("");
  });
});

describe("embed providers", () => {
  it("builds player addresses from the embed URL", () => {
    expect(embedPlayer({ embed_url: "https://youtu.be/abcDEF12345" })).toMatchObject({ src: "https://www.youtube-nocookie.com/embed/abcDEF12345" });
    expect(embedPlayer({ embed_url: "https://vimeo.com/76979871" })).toMatchObject({ src: "https://player.vimeo.com/video/76979871?dnt=1" });
    expect(embedPlayer({ embed_url: "https://www.loom.com/share/0123456789abcdef0123456789abcdef" })).toMatchObject({ provider: "loom" });
    expect(embedPlayer({ embed_url: "https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk" })).toMatchObject({ shape: "audio" });
    expect(embedPlayer({ embed_url: "https://fast.wistia.net/embed/iframe/abc123xyz9" })).toEqual({ provider: "wistia", id: "abc123xyz9" });
    expect(embedPlayer({ embed_url: "https://www.youtube.com/watch?v=\"><script>" })).toBeNull();
  });
});
