import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { linkResolver } from "@/routing/link-resolver";
import { matchPath, routes } from "@/routing/routes";
import { buildMatchIndex, buildRouteIndex, indexHas } from "./exists";

const DOCUMENTS = path.join(process.cwd(), "content", "documents");
const routedTypes: ReadonlySet<string> = new Set(routes.flatMap((route) => route.types));

/** Every seeded document some route renders, as stored. */
function seededDocuments(): { id: string; uid: string | null; type: string; lang: string; data: Record<string, unknown> }[] {
  return readdirSync(DOCUMENTS)
    .filter((type) => routedTypes.has(type))
    .flatMap((type) => readdirSync(path.join(DOCUMENTS, type)).flatMap((file) => JSON.parse(readFileSync(path.join(DOCUMENTS, type, file), "utf8"))));
}

describe("route index", async () => {
  const index = await buildRouteIndex();

  it("answers yes for the public path of every routable document of the content", () => {
    const documents = seededDocuments();
    expect(documents.length).toBeGreaterThan(100);
    let checked = 0;
    for (const document of documents) {
      const href = linkResolver({ link_type: "Document", ...document } as never);
      const match = href && !/^https?:/.test(href) ? matchPath(href) : null;
      if (!match || match.route.id === "not_found") continue;
      expect(indexHas(index, match), `${document.type} ${document.lang} ${document.uid} at ${href}`).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("answers no for a made-up uid, a uid in another language, and a page under another category", () => {
    const article = seededDocuments().find((document) => document.type === "blog_article" && document.lang === "de-de")!;
    const page = seededDocuments().find((document) => document.type === "page" && document.lang === "en-us" && document.data.category)!;
    const pageHref = linkResolver({ link_type: "Document", ...page } as never)!;
    expect(indexHas(index, matchPath("/blog/no-such-article/")!)).toBe(false);
    expect(indexHas(index, matchPath(`/blog/${article.uid}/`)!)).toBe(false);
    expect(indexHas(index, matchPath(`/de/blog/${article.uid}/`)!)).toBe(true);
    const otherCategory = pageHref.replace(`/${String(page.data.category)}/`, "/not-a-category/");
    const match = matchPath(otherCategory);
    if (match?.route.id === "page") expect(indexHas(index, match)).toBe(false);
  });

  it("answers as the whole index does from the documents of one path alone, while the whole index is listed", async () => {
    const article = seededDocuments().find((document) => document.type === "blog_article" && document.lang === "de-de")!;
    const page = seededDocuments().find((document) => document.type === "page" && document.lang === "en-us" && document.data.category)!;
    const pageHref = linkResolver({ link_type: "Document", ...page } as never)!;
    const paths = ["/blog/", "/de/preise/", "/blog/no-such-article/", `/blog/${article.uid}/`, `/de/blog/${article.uid}/`, pageHref, pageHref.replace(`/${String(page.data.category)}/`, "/not-a-category/")];
    let checked = 0;
    for (const path of paths) {
      const match = matchPath(path);
      if (!match || match.route.id === "not_found") continue;
      expect(indexHas(await buildMatchIndex(match), match), path).toBe(indexHas(index, match));
      checked++;
    }
    expect(checked).toBeGreaterThan(4);
  });
});
