import { describe, expect, it } from "vitest";
import type { IndexedDocument } from "./exists";
import { MAX_TARGETED_DOCUMENTS, planRevalidation } from "./revalidation";

const article = (overrides: Partial<IndexedDocument> = {}): IndexedDocument => ({
  id: "A1",
  type: "blog_article",
  lang: "en-us",
  uid: "hello",
  path: "/blog/hello/",
  alternates: [{ id: "A2", type: "blog_article", lang: "de-de", uid: "hallo" }],
  ...overrides,
});

describe("planRevalidation", () => {
  it("refreshes a changed document's page, its type's listings, its translations and the full listing, nothing else", () => {
    const plan = planRevalidation(["A1"], [{ id: "A1", before: article(), after: article() }]);
    expect(plan.everything).toBeUndefined();
    expect(plan.moves).toEqual([]);
    expect(plan.tags.sort()).toEqual(
      [
        "prismic:every",
        "prismic:id:A1",
        "prismic:type:blog_article",
        "prismic:doc:blog_article:en-us:hello",
        "prismic:id:A2",
        "prismic:doc:blog_article:de-de:hallo",
      ].sort(),
    );
    expect(plan.tags).not.toContain("prismic");
  });

  it("refreshes a new document's listings and translations, and names its path as live", () => {
    const plan = planRevalidation(["A1"], [{ id: "A1", after: article() }]);
    expect(plan.live).toEqual(["/blog/hello/"]);
    expect(plan.everything).toBeUndefined();
    expect(plan.tags).toContain("prismic:type:blog_article");
    expect(plan.tags).toContain("prismic:doc:blog_article:de-de:hallo");
  });

  it("a singleton or other unrouted document refreshes the queries of its type (every page showing it)", () => {
    const navbar: IndexedDocument = { id: "N1", type: "navbar", lang: "en-us", uid: null, path: "/404/", alternates: [] };
    const plan = planRevalidation(["N1"], [{ id: "N1", after: navbar }]);
    expect(plan.tags).toContain("prismic:type:navbar");
    expect(plan.moves).toEqual([]);
    expect(plan.live).toEqual([]);
  });

  it("records a move and refreshes everything when a page's path changes", () => {
    const plan = planRevalidation(["A1"], [{ id: "A1", before: article(), after: article({ uid: "hello-world", path: "/blog/hello-world/" }) }]);
    expect(plan.moves).toEqual([{ from: "/blog/hello/", to: "/blog/hello-world/", documentId: "A1" }]);
    expect(plan.live).toEqual(["/blog/hello-world/"]);
    expect(plan.tags).toEqual(["prismic"]);
    expect(plan.everything).toMatch(/moved/);
  });

  it("refreshes everything when a page was unpublished, or the payload names none or too many", () => {
    expect(planRevalidation(["A1"], [{ id: "A1", before: article() }]).everything).toMatch(/unpublished/);
    expect(planRevalidation(["A1"], [{ id: "A1", before: article() }]).unpublished).toEqual(["A1"]);
    // A page this server's index had already forgotten, but a publication had seen at its path.
    expect(planRevalidation(["A1"], [{ id: "A1", knownPath: "/blog/hello/" }]).everything).toMatch(/\/blog\/hello\/ was unpublished/);
    expect(planRevalidation(undefined, []).tags).toEqual(["prismic"]);
    expect(planRevalidation([], []).tags).toEqual(["prismic"]);
    const many = Array.from({ length: MAX_TARGETED_DOCUMENTS + 1 }, (_, i) => `D${i}`);
    expect(planRevalidation(many, []).tags).toEqual(["prismic"]);
  });

  it("a document the site never knew revalidates nothing but what read that very id (issue 35: it revalidated everything)", () => {
    const plan = planRevalidation(["X"], [{ id: "X" }]);
    expect(plan.everything).toBeUndefined();
    expect(plan.tags).toEqual(["prismic:id:X"]);
    expect(plan.unknown).toEqual(["X"]);
    // Beside a known document, it adds nothing to that document's refresh.
    const mixed = planRevalidation(["A1", "X"], [{ id: "A1", before: article(), after: article() }, { id: "X" }]);
    expect(mixed.everything).toBeUndefined();
    expect(mixed.tags).not.toContain("prismic");
    expect(mixed.tags.filter((tag) => tag.includes("X"))).toEqual(["prismic:id:X"]);
  });

  it("finds a move from the path a publication last saw, even when this server's route index already shows the new one", () => {
    // The index was refreshed after the editor renamed the page and before the webhook arrived.
    const renamed = article({ uid: "hello-world", path: "/blog/hello-world/" });
    const plan = planRevalidation(["A1"], [{ id: "A1", before: renamed, after: renamed, knownPath: "/blog/hello/" }]);
    expect(plan.moves).toEqual([{ from: "/blog/hello/", to: "/blog/hello-world/", documentId: "A1" }]);
    expect(plan.everything).toMatch(/moved/);
    expect(plan.seen).toEqual([{ documentId: "A1", path: "/blog/hello-world/" }]);
    // Seen where it is: no move.
    expect(planRevalidation(["A1"], [{ id: "A1", before: article(), after: article(), knownPath: "/blog/hello/" }]).moves).toEqual([]);
  });

  it("remembers the published pages' paths, not those of unrouted documents", () => {
    const navbar: IndexedDocument = { id: "N1", type: "navbar", lang: "en-us", uid: null, path: "/404/", alternates: [] };
    const plan = planRevalidation(["A1", "N1"], [
      { id: "A1", after: article() },
      { id: "N1", after: navbar },
    ]);
    expect(plan.seen).toEqual([{ documentId: "A1", path: "/blog/hello/" }]);
  });
});
