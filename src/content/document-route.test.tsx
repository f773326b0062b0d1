import type { ReactElement } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { DocumentPageProps } from "./document-route";

// The page helpers as they are, watched: the routes below read the embedded repository (content/documents).
vi.mock("./page", async (original) => {
  const actual = await original<typeof import("./page")>();
  return { ...actual, routeMetadata: vi.fn(actual.routeMetadata), routeStaticParams: vi.fn(actual.routeStaticParams) };
});
// Outside a Next request there is no request locale to set, nor messages (the metadata's feed titles read their keys).
vi.mock("next-intl/server", async (original) => ({
  ...(await original<typeof import("next-intl/server")>()),
  setRequestLocale: vi.fn(),
  getTranslations: async () => (key: string) => key,
}));

const { documentRoute } = await import("./document-route");
const { pagePaths, routeMetadata, routeStaticParams } = await import("./page");

function CaseStudy(props: DocumentPageProps<"case_study"> & { heading: string }) {
  return <h1>{props.heading}</h1>;
}

const params = (values: Record<string, string>) => ({ params: Promise.resolve({ locale: "en", ...values }) });

describe("documentRoute", () => {
  beforeEach(() => vi.clearAllMocks());

  it("renders the view with the route's document, the locale, the document's paths and what load adds", async () => {
    const load = vi.fn(async ({ document }: { document: { uid: string | null } }) => ({ heading: `Story of ${document.uid}` }));
    const route = documentRoute("case_study", CaseStudy, { fetchLinks: ["tag.label"], load });
    const element = (await route.Page(params({ uid: "vantage-retail" }))) as ReactElement<DocumentPageProps<"case_study"> & { heading: string }>;

    expect(element.type).toBe(CaseStudy);
    const { document, locale, alternates, heading } = element.props;
    expect(document.uid).toBe("vantage-retail");
    expect(document.lang).toBe("en-us");
    // fetchLinks reached the query: the tags carry their labels.
    expect(document.data.tags.some((entry) => "data" in entry.tag && (entry.tag.data as { label?: string }).label)).toBe(true);
    expect(locale).toBe("en");
    expect(alternates).toEqual(await pagePaths(document));
    expect(heading).toBe("Story of vantage-retail");
    expect(load).toHaveBeenCalledWith({ document, locale: "en", params: { locale: "en", uid: "vantage-retail" } });
  });

  it("answers not found for a missing document, before loading anything else", async () => {
    const load = vi.fn(async () => ({ heading: "" }));
    const route = documentRoute("case_study", CaseStudy, { load });
    await expect(route.Page(params({ uid: "no-such-story" }))).rejects.toMatchObject({ digest: expect.stringContaining("404") });
    await expect(route.Page(params({ locale: "xx", uid: "vantage-retail" }))).rejects.toMatchObject({ digest: expect.stringContaining("404") });
    expect(load).not.toHaveBeenCalled();
  });

  it("gives its route id to the metadata and the static params, with the route's prerendering options", async () => {
    const View = () => null;
    const route = documentRoute("blog_article", View, { staticParams: { mostRecent: 2 } });
    await route.generateMetadata(params({ uid: "anything" }));
    expect(routeMetadata).toHaveBeenCalledWith("blog_article", { locale: "en", uid: "anything" });
    const prerendered = await route.generateStaticParams({ params: { locale: "en" } });
    expect(routeStaticParams).toHaveBeenCalledWith("blog_article", "en", { mostRecent: 2 });
    expect(prerendered.length).toBeGreaterThan(0);
    expect(prerendered.length).toBeLessThanOrEqual(2);
    await documentRoute("case_study", View).generateStaticParams({ params: { locale: "fr" } });
    expect(routeStaticParams).toHaveBeenLastCalledWith("case_study", "fr", undefined);
  });

  it("fills the computed copy in the page's document and its meta tags alike (the maturity model's {themeCount})", async () => {
    const View = (props: DocumentPageProps<"maturity_model">) => props.document.data.title;
    const route = documentRoute("maturity_model", View);
    const element = (await route.Page(params({}))) as ReactElement<DocumentPageProps<"maturity_model">>;
    const metadata = await route.generateMetadata(params({}));
    expect(JSON.stringify(element.props.document.data.subtitle)).not.toContain("{themeCount}");
    expect(metadata.description).toMatch(/\d/);
    expect(metadata.description).not.toContain("{themeCount}");
  });

  it("type-checks the view's props against what the route gives it", () => {
    // @ts-expect-error A view that takes more than the route's props needs `load`.
    documentRoute("case_study", CaseStudy);
    // @ts-expect-error `load` must give the view what it takes.
    documentRoute("case_study", CaseStudy, { load: async () => ({ title: "" }) });
    // @ts-expect-error A case study's view does not render an event's document.
    documentRoute("event", CaseStudy, { load: async () => ({ heading: "" }) });
    // Routes serving one document type share a view (the feature routes).
    const Feature = (props: DocumentPageProps<"landing_page">) => props.document.uid;
    documentRoute("use_case", Feature);
  });
});
