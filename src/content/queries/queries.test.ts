import { describe, expect, it, vi } from "vitest";

// The named queries over the embedded repository (content/): what pages, components and handlers get.
vi.mock("server-only", () => ({}));
const { getCategories } = await import("./articles");
const { getCaseStudyCards, getPartners } = await import("./customers");
const { findEvent, getEvents } = await import("./events");
const { findComparativeTable } = await import("./pricing");
const { getPrivacySections } = await import("./privacy");
const { findRedemptionPage } = await import("./redemption");
const { findGuide, getResources } = await import("./resources");
const { getSingleDocument } = await import("../documents");

const byName = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b));

describe("named content queries", () => {
  it("list categories and partners by name", async () => {
    const categories = (await getCategories("en")).map((category) => category.data.name ?? "");
    expect(categories.length).toBeGreaterThan(1);
    expect(categories).toEqual(byName(categories));
    const partners = (await getPartners("en")).map((partner) => partner.data.name ?? "");
    expect(partners.length).toBeGreaterThan(1);
    expect(partners).toEqual(byName(partners));
  });

  it("give case study cards only the fields a card reads, newest first", async () => {
    const cards = await getCaseStudyCards("en");
    expect(cards.length).toBeGreaterThan(0);
    expect(Object.keys(cards[0].data).sort()).toEqual(["company_name", "description", "illustration", "is_hidden", "reading_time", "tags", "title"]);
    const dates = cards.map((card) => card.first_publication_date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("find live events and webinars of a locale, and one of them by uid", async () => {
    const { liveEvents, webinars } = await getEvents("en");
    expect(liveEvents.every((event) => event.type === "live_event" && event.lang === "en-us")).toBe(true);
    expect(webinars.every((webinar) => webinar.type === "webinar" && webinar.lang === "en-us")).toBe(true);
    expect((await findEvent("skills-mapping-in-practice", "en"))?.type).toBe("webinar");
    expect((await findEvent(liveEvents[0].uid!, "en"))?.type).toBe("live_event");
    expect(await findEvent("no-such-event", "en")).toBeNull();
  });

  it("find a guide with its chapters' titles, and list guides and e-books", async () => {
    const guide = await findGuide("peer-led-onboarding", "en");
    const chapter = guide?.data.articles.find((entry) => "data" in entry.article);
    expect((chapter?.article as { data?: { title?: string } } | undefined)?.data?.title).toEqual(expect.any(String));
    expect(await findGuide("no-such-guide", "en")).toBeNull();
    const { guides, ebooks } = await getResources("de");
    expect(guides.map((entry) => entry.uid)).toContain("peer-onboarding");
    expect(ebooks.every((ebook) => ebook.type === "gated_ebook_lp" && ebook.lang === "de-de")).toBe(true);
  });

  it("follow a page's links to its comparative table and privacy sections, ignoring other types", async () => {
    const pricing = await getSingleDocument("pricing_page", "en");
    const table = await findComparativeTable(pricing.data.comparative_table);
    expect(table?.type).toBe("comparative_table_config");
    const privacy = await getSingleDocument("privacy_and_security", "en");
    const ids = privacy.data.sections.flatMap((entry) => ("id" in entry.section ? [entry.section.id] : []));
    expect(ids.length).toBeGreaterThan(0);
    const sections = await getPrivacySections([...ids, pricing.id]);
    expect([...sections.keys()].sort()).toEqual([...ids].sort());
    expect(sections.has(pricing.id)).toBe(false);
  });

  it("find a redemption page by uid in its locale", async () => {
    expect((await findRedemptionPage("kestrel-pharma", "fr"))?.lang).toBe("fr-fr");
    expect(await findRedemptionPage("no-such-campaign", "en")).toBeNull();
  });
});
