import { readdirSync, readFileSync } from "node:fs";
import type { PrismicDocument } from "@prismicio/client";
import { describe, expect, it } from "vitest";
import { foldTerm, highlight, loadKindWords, SiteIndex, snippet, stem } from "./engine";
import { toSearchEntry, type SearchEntry } from "./extract";
import { searchQuerySchema } from "./endpoint";

const root = new URL("../../../content/documents/", import.meta.url);
const documents: PrismicDocument[] = readdirSync(root).flatMap((type) =>
  readdirSync(new URL(`${type}/`, root)).flatMap((file) => JSON.parse(readFileSync(new URL(`${type}/${file}`, root), "utf8")) as PrismicDocument[]),
);
const entries = documents.flatMap((document) => toSearchEntry(document) ?? []);
const index = new SiteIndex(entries, await loadKindWords());
const options = { limit: 50, offset: 0 } as const;

function text(segments: { text: string }[]): string {
  return segments.map((segment) => segment.text).join("");
}
function marked(segments: { text: string; mark?: true }[]): string[] {
  return segments.filter((segment) => segment.mark).map((segment) => segment.text);
}
function entry(overrides: Partial<SearchEntry>): SearchEntry {
  return { id: "x", kind: "page", locale: "en", path: "/x/", title: "", description: "", body: "", date: null, ...overrides };
}

describe("search entries from the content", () => {
  it("index every routable page type in every locale, and nothing hidden or unroutable", () => {
    const kinds = new Set(entries.map((e) => e.kind));
    for (const kind of ["article", "guide", "customerStory", "event", "ebook", "partner", "author", "topic", "product", "page"]) expect(kinds).toContain(kind);
    expect(new Set(entries.map((e) => e.locale))).toEqual(new Set(["en", "de", "fr"]));
    const ids = new Set(entries.map((e) => e.id));
    for (const document of documents) {
      if (["test_page", "not_found_page", "navbar", "footer", "form_config", "cookie_banner"].includes(document.type) || document.data.is_hidden === true) {
        expect(ids.has(document.id), `${document.type} ${document.uid}`).toBe(false);
      }
    }
    for (const e of entries) {
      expect(e.title, e.path).not.toBe("");
      expect(e.path.endsWith("/404/"), e.path).toBe(false);
    }
  });

  it("says what the page says: the maturity model's theme count is filled from its themes, never a raw placeholder", () => {
    const models = documents.filter((document) => document.type === "maturity_model");
    expect(models).toHaveLength(3);
    for (const model of models) {
      const entry = toSearchEntry(model)!;
      const themes = (model.data as { themes: unknown[] }).themes.length;
      expect(entry.description).toContain(` ${themes} `);
      expect(JSON.stringify(entry)).not.toContain("{themeCount}");
    }
  });

  it("take a guide's path from the route table and its text from title, description and body, not SEO copies or links", () => {
    const guide = entries.find((e) => e.kind === "guide" && e.locale === "de")!;
    expect(guide.path).toMatch(/^\/de\/guide\/[^/]+\/$/);
    const article = toSearchEntry(documents.find((d) => d.uid === "build-a-skills-map")!)!;
    expect(article.title).toBe("Chapter 1: Build a skills map in two weeks");
    expect(article.description).toContain("Start with the 30 skills");
    expect(article.body).toContain("Week one: interviews");
    expect(article.body).not.toMatch(/\| Quillio|guide_chapter|content-assets|ltr/);
    expect(article.date).toBe("2026-02-10T08:00:00.000Z");
  });

  it("leave out hidden documents and test pages", () => {
    const article = documents.find((d) => d.type === "blog_article")!;
    expect(toSearchEntry({ ...article, data: { ...article.data, is_hidden: true } })).toBeNull();
    expect(toSearchEntry({ ...article, type: "test_page" })).toBeNull();
    expect(toSearchEntry({ ...article, lang: "es-es" })).toBeNull();
    expect(toSearchEntry({ ...article, type: "navbar" })).toBeNull();
  });
});

describe("the site index", () => {
  it("folds accents both ways: fuhrung finds Führung, societe finds société", () => {
    const found = index.search("fuhrung", { ...options, locale: "de" });
    expect(found.total).toBeGreaterThan(0);
    expect(found.results[0].locale).toBe("de");
    expect(marked(found.results[0].title).map(foldTerm).join(" ")).toMatch(/^fuhrung/);
    expect(foldTerm("Société Générale Straße")).toBe("societe generale strasse");
    const german = index.search("Führungskräfte", { ...options, locale: "de" });
    expect(german.results.map((r) => r.id)).toEqual(expect.arrayContaining(found.results.filter((r) => r.locale === "de").slice(0, 1).map((r) => r.id)));
  });

  it("matches prefixes as the visitor types and forgives a typo in a long word", () => {
    const prefix = index.search("onb", { ...options, locale: "en" });
    expect(prefix.results[0].title.some((s) => s.mark && /^onboarding$/i.test(s.text))).toBe(true);
    const typo = index.search("onbaording", { ...options, locale: "en" });
    expect(typo.results.map((r) => r.id)).toContain(prefix.results[0].id);
  });

  it("ranks a title match above a body-only match", () => {
    const found = index.search("microlearning", { ...options, locale: "en" });
    expect(text(found.results[0].title).toLowerCase()).toContain("microlearning");
  });

  it("puts the visitor's language first, then the other languages", () => {
    for (const locale of ["en", "de", "fr"] as const) {
      const found = index.search("Nordwind", { ...options, locale });
      const own = found.results.findIndex((r) => r.locale !== locale);
      expect(own).toBeGreaterThan(0);
      expect(found.results.slice(own).every((r) => r.locale !== locale)).toBe(true);
    }
  });

  it("needs every word when some page has them all", () => {
    const found = index.search("skills mapping", { ...options, locale: "en" });
    expect(text(found.results[0].title).toLowerCase()).toMatch(/skills mapping/);
    const either = index.search("zzzqx skills", { ...options, locale: "en" });
    expect(either.total).toBeGreaterThan(0);
  });

  it("pages through results", () => {
    const all = index.search("onboarding", { ...options, locale: "en" });
    const second = index.search("onboarding", { locale: "en", limit: 5, offset: 5 });
    expect(second.total).toBe(all.total);
    expect(second.results.map((r) => r.id)).toEqual(all.results.slice(5, 10).map((r) => r.id));
    expect(index.search("onboarding", { locale: "en", limit: 5, offset: 10_000 }).results).toEqual([]);
  });

  it("answers empty for empty, blank, punctuation-only and unknown queries", () => {
    for (const q of ["", "   ", "!!! ??? ...", "zzzzqqqxxx", "<script>"]) {
      expect(index.search(q, { ...options, locale: "en" }).results, q).toEqual([]);
    }
  });

  it("takes a word that names an object's property for a word, not for its synonyms", () => {
    for (const q of ["constructor", "toString", "__proto__"]) expect(index.search(q, { ...options, locale: "de" }).q, q).toBe(q);
  });

  it("reads only the first words of a very long query", () => {
    const long = index.search(`${"skills mapping ".repeat(4)}${"zzzqx ".repeat(2000)}`, { ...options, locale: "en" });
    const ids = (answer: typeof long) => answer.results.map((r) => r.id).sort();
    expect(ids(long)).toEqual(ids(index.search("skills mapping", { ...options, locale: "en" })));
  });
});

describe("each language in its own words", () => {
  it("stems plural and inflected endings per language, leaving short words whole", () => {
    expect(stem("partenaires", "fr")).toBe("partenaire");
    expect(stem("partnern", "de")).toBe(stem("partner", "de"));
    expect(stem("partners", "en")).toBe("partner");
    expect(stem("companies", "en")).toBe("company");
    expect(stem("class", "en")).toBe("class");
    expect(stem("bus", "fr")).toBe("bus");
  });

  it("finds the French partner pages for partenaire and for partner, ahead of a page that mentions Gartner", () => {
    const frenchPartners = entries.filter((e) => e.kind === "partner" && e.locale === "fr").map((e) => e.path);
    expect(frenchPartners.length).toBeGreaterThan(2);
    for (const q of ["partenaire", "partenaires", "partner"]) {
      const results = index.search(q, { ...options, locale: "fr" }).results;
      const french = results.filter((r) => r.locale === "fr");
      expect(french.map((r) => r.path), q).toEqual(expect.arrayContaining(frenchPartners));
      const gartner = french.findIndex((r) => /gartner/i.test(text(r.title) + text(r.snippet)));
      const lastPartner = Math.max(...frenchPartners.map((path) => french.findIndex((r) => r.path === path)));
      if (gartner >= 0) expect(lastPartner, q).toBeLessThan(gartner);
    }
  });

  it("ranks an exact word above a typo forgiven, in every language", () => {
    for (const locale of ["en", "de"] as const) {
      const results = index.search("partner", { ...options, locale }).results.filter((r) => r.locale === locale);
      const partners = results.filter((r) => r.kind === "partner");
      expect(partners.length, locale).toBeGreaterThan(2);
      const firstFuzzy = results.findIndex((r) => /gartner/i.test(text(r.title) + text(r.snippet)) && !/\bpartner/i.test(text(r.title) + text(r.snippet)));
      if (firstFuzzy >= 0) expect(results.findIndex((r) => r.kind === "partner"), locale).toBeLessThan(firstFuzzy);
    }
  });

  it("marks the word as the page writes it when its stem matched", () => {
    const [first] = index.search("partenaire", { ...options, locale: "fr" }).results.filter((r) => r.locale === "fr" && marked(r.snippet).length > 0);
    expect(first && marked(first.snippet).some((word) => /^partenaires?$/i.test(word))).toBe(true);
  });
});

describe("highlighting", () => {
  it("marks whole words whose folded form matched, keeping the original text", () => {
    const segments = highlight("Die Onboarding-Checkliste für Führungskräfte", new Set(["onboarding", "fuhrungskrafte"]));
    expect(text(segments)).toBe("Die Onboarding-Checkliste für Führungskräfte");
    expect(marked(segments)).toEqual(["Onboarding", "Führungskräfte"]);
  });

  it("keeps markup from content as text: segments are data", () => {
    const segments = highlight("<b>onboarding</b>", new Set(["onboarding"]));
    expect(segments).toEqual([{ text: "<b>" }, { text: "onboarding", mark: true }, { text: "</b>" }]);
    expect(text(segments)).toBe("<b>onboarding</b>");
    expect(marked(segments)).toEqual(["onboarding"]);
  });

  it("cuts the snippet around the first match, with ellipses", () => {
    const body = `${"lorem ipsum ".repeat(40)}the buddy programme works ${"dolor sit ".repeat(40)}`;
    const segments = snippet(entry({ description: "A short summary.", body }), new Set(["buddy"]));
    expect(segments[0].text).toBe("… ");
    expect(segments.at(-1)!.text).toBe(" …");
    expect(marked(segments)).toEqual(["buddy"]);
    expect(text(segments).length).toBeLessThan(200);
    expect(text(snippet(entry({ description: "A short summary.", body }), new Set(["nothing"])))).toBe("A short summary.");
  });
});

describe("GET /api/search query", () => {
  it("takes defaults and numbers", () => {
    expect(searchQuerySchema.parse({})).toEqual({ q: "", locale: "en", limit: 8, offset: 0 });
    expect(searchQuerySchema.parse({ q: "x", locale: "de", limit: "20", offset: "40" })).toEqual({ q: "x", locale: "de", limit: 20, offset: 40 });
  });

  it("rejects long queries, unknown locales and bad numbers", () => {
    for (const bad of [{ q: "x".repeat(10_000) }, { locale: "es" }, { limit: "0" }, { limit: "51" }, { limit: "abc" }, { offset: "-1" }, { offset: "1e9" }]) {
      expect(searchQuerySchema.safeParse(bad).success, JSON.stringify(bad).slice(0, 40)).toBe(false);
    }
  });
});
