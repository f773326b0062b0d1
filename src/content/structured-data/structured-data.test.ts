import { describe, expect, it } from "vitest";
import { blogPosting, breadcrumbList, caseStudyArticle, event, faqPage, organization, serializeJsonLd, website } from "./index";
import { validateJsonLd } from "./validate";

const siteUrl = "https://www.quillio.example";
const image = { url: "https://images.prismic.io/q/a.png", alt: "A", copyright: null, dimensions: { width: 1200, height: 630 }, id: "a", edit: { x: 0, y: 0, zoom: 1, background: "transparent" } };

describe("JSON-LD builders", () => {
  it("describes the organization and the website with a search action per locale", () => {
    expect(validateJsonLd(organization(siteUrl))).toEqual([]);
    const de = website(siteUrl, "de", "/de/", "Lernen");
    expect(validateJsonLd(de)).toEqual([]);
    expect(de.potentialAction).toMatchObject({ target: { urlTemplate: "https://www.quillio.example/de/suche/?q={search_term_string}" }, "query-input": "required name=search_term_string" });
    expect(website(siteUrl, "fr", "/fr/").potentialAction).toMatchObject({ target: { urlTemplate: "https://www.quillio.example/fr/recherche/?q={search_term_string}" } });
    expect(website(siteUrl, "en", "/").potentialAction).toMatchObject({ target: { urlTemplate: "https://www.quillio.example/search/?q={search_term_string}" } });
  });

  it("builds a BlogPosting with author, dates, image and publisher", () => {
    const node = blogPosting({
      siteUrl,
      locale: "en",
      path: "/blog/onboarding/",
      title: "Onboarding",
      description: "How",
      image,
      fallbackImage: "/api/og/en/X",
      published: "2026-03-01T09:00:00+0000",
      modified: "2026-03-02T10:00:00Z",
      author: { name: "Ada", path: "/blog/author/ada/" },
    });
    expect(validateJsonLd(node)).toEqual([]);
    expect(node).toMatchObject({
      "@type": "BlogPosting",
      url: "https://www.quillio.example/blog/onboarding/",
      datePublished: "2026-03-01T09:00:00.000Z",
      dateModified: "2026-03-02T10:00:00.000Z",
      image: [image.url],
      author: [{ "@type": "Person", name: "Ada", url: "https://www.quillio.example/blog/author/ada/" }],
      publisher: { "@type": "Organization", name: "Quillio" },
    });
  });

  it("falls back to the generated image and the brand as author", () => {
    const node = blogPosting({ siteUrl, locale: "fr", path: "/fr/blog/x/", title: "X", fallbackImage: "/api/og/fr/X", published: "2026-01-01T00:00:00Z", image: { url: null, alt: null, copyright: null, dimensions: null, id: null, edit: null } });
    expect(node.image).toEqual(["https://www.quillio.example/api/og/fr/X"]);
    expect(node.author).toEqual([{ "@type": "Organization", name: "Quillio", url: "https://www.quillio.example/" }]);
    expect(validateJsonLd(node)).toEqual([]);
  });

  it("builds an online and an in-person Event with time zone, offers and status", () => {
    const online = event({ siteUrl, locale: "en", path: "/events/w/", title: "Webinar", fallbackImage: "/api/og/en/W", start: "2026-12-01T15:00:00+01:00", end: "2026-12-01T16:00:00+01:00" });
    expect(validateJsonLd(online)).toEqual([]);
    expect(online).toMatchObject({
      startDate: "2026-12-01T14:00:00.000Z",
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      eventStatus: "https://schema.org/EventScheduled",
      location: { "@type": "VirtualLocation", url: "https://www.quillio.example/events/w/" },
      offers: { url: "https://www.quillio.example/events/w/", price: 0 },
    });
    const venue = event({ siteUrl, locale: "de", path: "/de/events/l/", title: "Live", fallbackImage: "/x", start: "2026-12-01T09:00:00Z", end: null, location: "Berlin", registrationUrl: "https://tickets.example/l" });
    expect(validateJsonLd(venue)).toEqual([]);
    expect(venue).toMatchObject({ endDate: "2026-12-01T09:00:00.000Z", location: { "@type": "Place", address: "Berlin" }, offers: { url: "https://tickets.example/l" } });
  });

  it("flags an event without a date as invalid rather than inventing one", () => {
    const node = event({ siteUrl, locale: "en", path: "/events/x/", title: "X", fallbackImage: "/x", start: null, end: null });
    expect(validateJsonLd(node)).toContain("$: Event lacks startDate");
  });

  it("builds an Article for a case study", () => {
    const node = caseStudyArticle({ siteUrl, locale: "en", path: "/customers/acme/", title: "Acme", image, fallbackImage: "/x", published: "2026-01-01T00:00:00Z", company: "Acme" });
    expect(validateJsonLd(node)).toEqual([]);
    expect(node["@type"]).toBe("Article");
  });

  it("builds a BreadcrumbList with absolute items in order", () => {
    const node = breadcrumbList(siteUrl, [{ name: "Home", path: "/" }, { name: "Blog", path: "/blog/" }, { name: "A", path: "/blog/a/" }]);
    expect(validateJsonLd(node)).toEqual([]);
    expect(node.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.quillio.example/" },
      { "@type": "ListItem", position: 2, name: "Blog", item: "https://www.quillio.example/blog/" },
      { "@type": "ListItem", position: 3, name: "A", item: "https://www.quillio.example/blog/a/" },
    ]);
  });

  it("builds a FAQPage from answered questions only", () => {
    expect(faqPage([{ question: " ", answer: "x" }])).toBeNull();
    const node = faqPage([{ question: "Price?", answer: "Free." }, { question: "No answer", answer: "" }])!;
    expect(validateJsonLd(node)).toEqual([]);
    expect(node.mainEntity).toEqual([{ "@type": "Question", name: "Price?", acceptedAnswer: { "@type": "Answer", text: "Free." } }]);
  });

  it("escapes < so content can never close the script tag", () => {
    const json = serializeJsonLd(faqPage([{ question: "</script><script>alert(1)</script>", answer: "a\u2028b" }])!);
    expect(json).not.toContain("<");
    expect(JSON.parse(json).mainEntity[0].name).toBe("</script><script>alert(1)</script>");
  });
});

describe("JSON-LD validator", () => {
  it("rejects unknown types and properties, relative URLs and dates without a time zone", () => {
    expect(validateJsonLd({ "@context": "https://schema.org", "@type": "Organisation", name: "x" })).toContain("$: Organisation is not a schema.org type");
    expect(validateJsonLd({ "@context": "https://schema.org", "@type": "Organization", name: "x", url: "/", colour: "red" })).toEqual([
      "$: Organization has no property colour",
      "$.url: / is not an absolute URL",
    ]);
    expect(validateJsonLd({ "@context": "https://schema.org", "@type": "Event", name: "x", startDate: "2026-01-01T10:00" })).toContain(
      "$.startDate: 2026-01-01T10:00 is not a date-time with a time zone",
    );
  });
});
