import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as prismic from "@prismicio/client";
import { strToU8, zipSync } from "fflate";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createEmbeddedFetch, EMBEDDED_PRISMIC_ENDPOINT } from "@/content/embedded/fetch";
import { EmbeddedRepository } from "@/content/embedded/repository";
import { prismicRoutes } from "@/routing/link-resolver";
import { apiTimestamp, convertImage, convertLink } from "./fields";
import { loadModels } from "./models";
import { convertExport, readExportZip, type ExportFile } from "./prismic-export";
import { writeImport } from "./write";

const models = loadModels();
const PUBLISHED = "2026-11-01T09:00:00+0000";

/** An export as Prismic writes it: storage format, one file per document, `<id>$<uuid>.json`. */
const exportFiles: Record<string, unknown> = {
  "export/Zk1AuthorAAAA$0b6c2c0e-7a51-4d0c-9d43-1b0f7a6a0001.json": {
    type: "author",
    uid: "ada-lovelace",
    lang: "en-us",
    grouplang: "ZkGroupAuthor1",
    tags: [],
    name: "Ada Lovelace",
    job: "Head of Learning",
    biography: [{ type: "paragraph", content: { text: "Writes about learning.", spans: [{ start: 0, end: 6, type: "strong" }] } }],
    linkedin_link: { url: "https://www.linkedin.com/in/ada", target: "_blank", preview: null },
    portrait: {
      origin: { id: "ZqGrxB5LeNNTxeb2", url: "https://images.prismic.io/repo/ada.png?auto=format,compress", width: 2756, height: 1837 },
      url: "https://images.prismic.io/repo/ada.png?auto=format,compress&rect=0,230,2756,1378&w=800&h=400",
      width: 800,
      height: 400,
      edit: { background: "transparent", zoom: 1, crop: { x: 0, y: 230 } },
      alt: "Portrait of Ada",
      credits: "Studio A",
      thumbnails: {},
    },
    name_TYPE: "Text",
    slugs_INTERNAL: ["ada-lovelace"],
  },
  "export/Zk1ArticleEN$7c6b2c0e-7a51-4d0c-9d43-1b0f7a6a0002.json": {
    type: "blog_article",
    uid: "learning-in-the-flow",
    lang: "en-us",
    grouplang: "ZkGroupArticle1",
    tags: ["Onboarding"],
    title: "Learning in the flow of work",
    description: "Short lessons where the work happens.",
    duration: "7",
    publication_datetime: "2026-10-15T10:30:00+02:00",
    article_type: "article",
    is_hidden: false,
    author: { id: "Zk1AuthorAAAA", wioUrl: "wio://documents/Zk1AuthorAAAA" },
    thumbnail: {
      origin: { id: "Zthumb01", url: "https://images.prismic.io/repo/flow.jpg", width: 1200, height: 675 },
      edit: { background: "#fff", zoom: 1, crop: { x: 0, y: 0 } },
      alt: "A desk",
    },
    content: [
      { type: "heading2", content: { text: "Why it works", spans: [] } },
      {
        type: "paragraph",
        content: {
          text: "Read Ada's notes and the research.",
          spans: [
            { start: 11, end: 16, type: "hyperlink", data: { id: "Zk1AuthorAAAA", wioUrl: "wio://documents/Zk1AuthorAAAA" } },
            { start: 25, end: 33, type: "hyperlink", data: { url: "https://example.org/research", target: "_blank" } },
            { start: 0, end: 4, type: "label", data: "highlight" },
          ],
        },
        direction: "ltr",
      },
      { type: "image", data: { origin: { id: "Zimg02", url: "https://images.prismic.io/repo/chart.png", width: 640, height: 480 }, alt: "A chart", edit: { zoom: 1, crop: { x: 0, y: 0 } } } },
      { type: "embed", data: { embed_url: "https://www.youtube.com/watch?v=abc", type: "video", html: "<iframe></iframe>" } },
      { type: "list-item", content: { text: "One", spans: [] } },
    ],
    slices: [
      {
        key: "text$5c2e1b9a-1b2c-4d5e-8f90-a1b2c3d4e5f6",
        label: null,
        value: { variation: "default", primary: { title: "Key points", content: [{ type: "paragraph", content: { text: "Short is better.", spans: [] } }] }, items: [] },
      },
      { key: "cta$0a1b2c3d-0000-4000-8000-000000000001", label: null, value: { "non-repeat": { title: "Start a trial" }, repeat: [] } },
      { key: "legacy_quote$0a1b2c3d-0000-4000-8000-000000000002", label: null, value: [{ quote: "Old" }] },
    ],
    an_old_field: "left over from a model change",
  },
  "export/Zk1ArticleDE$7c6b2c0e-7a51-4d0c-9d43-1b0f7a6a0003.json": {
    type: "blog_article",
    uid: "lernen-im-arbeitsfluss",
    lang: "de-de",
    grouplang: "ZkGroupArticle1",
    tags: [],
    title: "Lernen im Arbeitsfluss",
    duration: "",
    author: { kind: "document" },
  },
  "export/Zk1ArticleES$7c6b2c0e-7a51-4d0c-9d43-1b0f7a6a0004.json": {
    type: "blog_article",
    uid: "aprender-en-el-flujo",
    lang: "es-es",
    grouplang: "ZkGroupArticle1",
    title: "Aprender en el flujo de trabajo",
  },
  "export/ZkNoModel0001.json": { type: "old_landing", uid: "x", lang: "en-us", grouplang: "g" },
  "export/ZkBroken0001.json": "{ not json",
  "__MACOSX/export/._Zk1ArticleEN.json": "binary",
};

function files(): ExportFile[] {
  return Object.entries(exportFiles).map(([name, value]) => ({ name, content: typeof value === "string" ? value : JSON.stringify(value) }));
}

describe("field conversion from Prismic's export format", () => {
  it("converts links of each kind, and leaves Content API links alone", () => {
    expect(convertLink({ id: "X9kEExIAACcA5yQ_", wioUrl: "wio://documents/X9kEExIAACcA5yQ_", mask: "people" })).toEqual({ link_type: "Document", id: "X9kEExIAACcA5yQ_" });
    expect(convertLink({ url: "https://prismic.io", target: "_blank" })).toEqual({ link_type: "Web", url: "https://prismic.io", target: "_blank" });
    expect(convertLink({ kind: "file", id: "F1", url: "https://prismic-io.s3.amazonaws.com/r/a.pdf", name: "a.pdf", size: "1234" })).toEqual({
      link_type: "Media",
      kind: "file",
      id: "F1",
      url: "https://prismic-io.s3.amazonaws.com/r/a.pdf",
      name: "a.pdf",
      size: "1234",
    });
    expect(convertLink({ kind: "web" })).toEqual({ link_type: "Any" });
    expect(convertLink({ link_type: "Web", url: "https://a.example" })).toEqual({ link_type: "Web", url: "https://a.example" });
  });

  it("converts an image's origin and crop into the Content API's dimensions and edit", () => {
    const author = exportFiles["export/Zk1AuthorAAAA$0b6c2c0e-7a51-4d0c-9d43-1b0f7a6a0001.json"] as { portrait: unknown };
    expect(convertImage(author.portrait)).toEqual({
      id: "ZqGrxB5LeNNTxeb2",
      url: "https://images.prismic.io/repo/ada.png?auto=format,compress&rect=0,230,2756,1378&w=800&h=400",
      alt: "Portrait of Ada",
      copyright: "Studio A",
      dimensions: { width: 800, height: 400 },
      edit: { x: 0, y: 230, zoom: 1, background: "transparent" },
    });
    expect(convertImage({ origin: {} })).toEqual({});
  });

  it("writes timestamps in UTC as the Content API does", () => {
    expect(apiTimestamp("2016-09-15T22:00:00+02:00")).toBe("2016-09-15T20:00:00+0000");
    expect(apiTimestamp("2016-09-15T22:00:00+0200")).toBe("2016-09-15T20:00:00+0000");
    expect(apiTimestamp("yesterday")).toBeNull();
  });
});

describe("content:import of a Prismic export", () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), "content-import-"));
    writeFileSync(path.join(folder, "repository.json"), JSON.stringify({ languages: [{ id: "en-us", name: "English", is_master: true }, { id: "de-de", name: "German" }] }));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  function importZip() {
    const zip = zipSync(Object.fromEntries(files().map((file) => [file.name, strToU8(file.content)])));
    const read = readExportZip(zip);
    expect(read.map((file) => file.name)).not.toContain("__MACOSX/export/._Zk1ArticleEN.json");
    return convertExport(read, { models, publishedAt: PUBLISHED, masterLanguage: "en-us" });
  }

  it("reports what it could not convert, naming the file and field", () => {
    const result = importZip();
    const problems = result.problems.join("\n");
    expect(problems).toMatch(/ZkNoModel0001\.json: custom type 'old_landing' has no model/);
    expect(problems).toMatch(/ZkBroken0001\.json: not JSON/);
    expect(problems).toMatch(/field 'an_old_field' is not in the model; dropped/);
    expect(problems).toMatch(/slice 'legacy_quote' is not allowed here by the model; dropped/);
    // Bookkeeping keys of the storage format are not fields.
    expect(problems).not.toMatch(/name_TYPE|slugs_INTERNAL/);
    expect(result.languages).toEqual(["de-de", "en-us", "es-es"]);
  });

  it("writes documents the embedded repository serves to @prismicio/client as Prismic would", async () => {
    const result = importZip();
    const summary = writeImport(result, folder);
    expect(summary.written.sort()).toEqual(["documents/author/ada-lovelace.json", "documents/blog_article/learning-in-the-flow.json"]);
    expect(summary.addedLanguages).toEqual(["es-es"]);
    const config = JSON.parse(readFileSync(path.join(folder, "repository.json"), "utf8"));
    expect(config.languages.map((language: { id: string }) => language.id)).toEqual(["en-us", "de-de", "es-es"]);

    const repository = new EmbeddedRepository({ roots: [path.join(folder, "documents")], strict: true, configFile: path.join(folder, "repository.json") });
    const client = prismic.createClient("embedded", { documentAPIEndpoint: EMBEDDED_PRISMIC_ENDPOINT, fetch: createEmbeddedFetch({ repository }), routes: prismicRoutes() });

    const article = await client.getByUID("blog_article", "learning-in-the-flow", { lang: "en-us", fetchLinks: ["author.name"] });
    expect(article.id).toBe("Zk1ArticleEN");
    expect(article.tags).toEqual(["Onboarding"]);
    expect(article.first_publication_date).toBe(PUBLISHED);
    expect(article.alternate_languages.map((alt) => [alt.lang, alt.uid]).sort()).toEqual([
      ["de-de", "lernen-im-arbeitsfluss"],
      ["es-es", "aprender-en-el-flujo"],
    ]);
    expect(article.data.duration).toBe(7);
    expect(article.data.publication_datetime).toBe("2026-10-15T08:30:00+0000");
    expect(prismic.asImageSrc(article.data.thumbnail)).toContain("https://images.prismic.io/repo/flow.jpg");
    expect(article.data.thumbnail.dimensions).toEqual({ width: 1200, height: 675 });
    // A document link resolves to the linked document's path, with its fetched fields.
    expect(prismic.asLink(article.data.author)).toBe("/blog/author/ada-lovelace/");
    expect(prismic.isFilled.contentRelationship(article.data.author) && (article.data.author.data as { name?: string }).name).toBe("Ada Lovelace");
    const html = prismic.asHTML(article.data.content);
    expect(html).toContain("<h2>Why it works</h2>");
    expect(article.data.content[0]).toMatchObject({ type: "heading2", direction: "ltr" });
    expect(html).toContain('<a href="/blog/author/ada-lovelace/">notes</a>');
    expect(html).toContain('<a href="https://example.org/research" target="_blank" rel="noopener noreferrer">research</a>');
    expect(html).toContain('<span class="highlight">Read</span>');
    expect(html).toContain('alt="A chart"');
    expect(html).toContain('data-oembed="https://www.youtube.com/watch?v=abc"');
    expect(html).toContain("<ul><li>One</li></ul>");
    // Shared and composite slices become the model's variations; every field of the model is present.
    expect(article.data.slices.map((slice) => [slice.slice_type, slice.variation, slice.id])).toEqual([
      ["text", "default", "text$5c2e1b9a-1b2c-4d5e-8f90-a1b2c3d4e5f6"],
      ["cta", "default", "cta$0a1b2c3d-0000-4000-8000-000000000001"],
    ]);
    const [text, cta] = article.data.slices;
    expect(text?.slice_type === "text" ? prismic.asText(text.primary.content) : null).toBe("Short is better.");
    expect(cta?.slice_type === "cta" ? cta.primary.title : null).toBe("Start a trial");
    expect(Object.keys(article.data).sort()).toEqual(Object.keys(models.customTypes.get("blog_article")!.fields).filter((key) => key !== "uid").sort());

    const german = await client.getByUID("blog_article", "lernen-im-arbeitsfluss", { lang: "de-de" });
    expect(german.data.duration).toBeNull();
    expect(german.data.author).toEqual({ link_type: "Any" });
    expect(german.data.slices).toEqual([]);

    const author = await client.getByUID("author", "ada-lovelace");
    expect(prismic.asLink(author.data.linkedin_link)).toBe("https://www.linkedin.com/in/ada");
    expect(author.data.portrait.copyright).toBe("Studio A");
  });

  it("importing the same export again replaces the documents instead of adding copies", () => {
    writeImport(importZip(), folder);
    const second = writeImport(importZip(), folder);
    expect(second.written.sort()).toEqual(["documents/author/ada-lovelace.json", "documents/blog_article/learning-in-the-flow.json"]);
    const stored = readdirSync(path.join(folder, "documents"), { recursive: true }).filter((name) => String(name).endsWith(".json"));
    expect(stored).toHaveLength(2);
    expect(second.addedLanguages).toEqual([]);
  });

  it("reads Content API documents too (a dump of the API, or the embedded repository's own files)", () => {
    writeImport(importZip(), folder);
    const own = JSON.parse(readFileSync(path.join(folder, "documents/blog_article/learning-in-the-flow.json"), "utf8"));
    const again = convertExport([{ name: "dump/articles.json", content: JSON.stringify(own) }], { models, publishedAt: "2020-01-01T00:00:00+0000", masterLanguage: "en-us" });
    expect(again.problems).toEqual([]);
    expect(again.groups).toHaveLength(1);
    expect(again.groups[0].documents).toEqual(own);
  });

  it("keeps a document's own tags and type out of fields of the same name, and reports select values outside the options", () => {
    const result = convertExport(
      [
        { name: "w.json", content: JSON.stringify({ type: "webinar", uid: "live-demo", lang: "en-us", grouplang: "W", tags: ["Product"], title: "Live demo" }) },
        { name: "a.json", content: JSON.stringify({ type: "blog_article", uid: "odd", lang: "en-us", grouplang: "A", tags: [], article_type: "podcast" }) },
      ],
      { models, publishedAt: PUBLISHED, masterLanguage: "en-us" },
    );
    const webinar = result.groups.find((group) => group.type === "webinar")!.documents[0];
    expect(webinar.tags).toEqual(["Product"]);
    expect(webinar.data.type).not.toBe("webinar");
    expect(webinar.data.tags).toEqual([]);
    expect(result.problems.join("\n")).toMatch(/a\.json .*\.article_type: 'podcast' is not one of the select's options/);
    expect(result.problems.join("\n")).not.toMatch(/w\.json/);
  });

  it("a page already there under another id (same type, language and uid) is replaced, keeping its first publication date", () => {
    const seeded = { id: "Seed1", uid: "ada-lovelace", type: "author", lang: "en-us", tags: [], first_publication_date: "2025-01-01T00:00:00+0000", last_publication_date: "2025-01-01T00:00:00+0000", alternate_languages: [], data: {} };
    mkdirSync(path.join(folder, "documents/author"), { recursive: true });
    writeFileSync(path.join(folder, "documents/author/seeded.json"), JSON.stringify([seeded]));
    const summary = writeImport(importZip(), folder);
    expect(summary.updated).toEqual(["documents/author/seeded.json"]);
    const stored = JSON.parse(readFileSync(path.join(folder, "documents/author/ada-lovelace.json"), "utf8"));
    expect(stored[0].id).toBe("Zk1AuthorAAAA");
    expect(stored[0].first_publication_date).toBe("2025-01-01T00:00:00+0000");
    expect(readdirSync(path.join(folder, "documents/author"))).toEqual(["ada-lovelace.json"]);
  });
});
