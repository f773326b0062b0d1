import { NextIntlClientProvider } from "next-intl";
import type { ComponentType, ReactNode } from "react";
import { withPageLabels } from "@/testing/page-labels";
import { renderHtml } from "@/testing/render-html";
import { describe, expect, it, vi } from "vitest";
import messages from "../../messages/en.json";
import type { SliceContext } from "@/content/slice-context";
import { linkedDocumentIds } from "@/content/slice-context";
import { components } from ".";

vi.mock("server-only", () => ({}));

const image = (file: string, alt: string) => ({ url: `/content-assets/${file}`, alt, copyright: null, dimensions: { width: 400, height: 200 }, id: file, edit: { x: 0, y: 0, zoom: 1, background: "transparent" } });
const docLink = (type: string, id: string, uid = id) => ({ link_type: "Document", id, type, uid, lang: "en-us", tags: [], isBroken: false });
const web = (url: string) => ({ link_type: "Web", url });
const p = (text: string) => [{ type: "paragraph", text, spans: [], direction: "ltr" }];
const slice = (slice_type: string, primary: Record<string, unknown>, items: Record<string, unknown>[] = []) => ({ id: `${slice_type}$1`, slice_type, slice_label: null, variation: "default", version: "initial", primary, items });
const doc = (type: string, id: string, data: Record<string, unknown>) => ({ id, uid: id, type, lang: "en-us", tags: [], alternate_languages: [], href: "", url: null, slugs: [], linked_documents: [], first_publication_date: "2026-01-01T00:00:00+0000", last_publication_date: "2026-01-01T00:00:00+0000", data });

const ui = { carousel_previous: "Previous slide", carousel_next: "Next slide", carousel_pause: "Pause", carousel_play: "Play", carousel_slide_label: "{index} of {total}" };

function render(value: ReturnType<typeof slice>, context: Partial<SliceContext> = {}): Promise<string> {
  const Component = (components as Record<string, unknown>)[value.slice_type] as ComponentType<Record<string, unknown>>;
  const tree: ReactNode = (
    <NextIntlClientProvider locale="en" timeZone="UTC" messages={messages}>
      <Component slice={value} index={0} slices={[value]} context={{ locale: "en", linked: {}, ui, ...context }} />
    </NextIntlClientProvider>
  );
  return withPageLabels(tree).then(renderHtml);
}

describe("slice components", () => {
  it("registers a component for every slice of the library (menu_column for the simulator: menus lay it out themselves)", () => {
    expect(Object.keys(components ?? {}).sort()).toEqual(
      ["badges_and_ratings", "carousel", "comparative_table", "cta", "header_with_social_proofs", "image", "influencers_section", "ld_collective", "logo_list", "menu_column", "privacy_and_security_section", "quotes", "slack_preview", "social_proof_mastheads", "text", "use_cases", "video_list"].sort(),
    );
  });

  it("menu_column: the column's title and its links with their descriptions", async () => {
    const html = await render(
      slice("menu_column", { title: "Product", link: { link_type: "Web", url: "https://example.com/product" } }, [
        { label: "Authoring", description: "Write a course in an hour", link: { link_type: "Web", url: "https://example.com/authoring" } },
        { label: "", description: null, link: { link_type: "Any" } },
      ]),
    );
    expect(html).toContain('aria-label="Product"');
    expect(html).toContain('href="https://example.com/authoring"');
    expect(html).toContain("Write a course in an hour");
    expect(html.match(/<li>/g)).toHaveLength(1);
  });

  it("text: a titled, anchored block of rich text", async () => {
    const html = await render(slice("text", { section_id: "feature-1", title: "Ready-made templates", content: p("Start from a path."), alignment: "center" }));
    expect(html).toMatch(/<section id="feature-1"[^>]*data-slice-type="text"/);
    expect(html).toContain(">Ready-made templates</h2>");
    expect(html).toContain("Start from a path.");
    expect(html).toContain("text-center");
  });

  it("image: the image with its alt and caption", async () => {
    const html = await render(slice("image", { image: image("a.webp", "A workshop"), caption: "Lyon, 2026", size: "wide" }));
    expect(html).toContain('alt="A workshop"');
    expect(html).toContain("<figcaption");
    expect(html).toContain("Lyon, 2026");
  });

  it("cta: title, text and both CTAs with section ids, light colours on a green band", async () => {
    const html = await render(slice("cta", { section_id: "trial", title: "Try it", description: p("Free for 14 days."), background: "green", illustration: {}, cta_1_label: "Start", cta_1_link: web("https://app.example/"), cta_1_type: "primary", cta_2_label: "Demo", cta_2_link: docLink("form_config", "form-demo"), cta_2_type: "outline" }));
    expect(html).toContain('data-cta="trial-1"');
    expect(html).toContain("bg-white text-green-dark");
    expect(html).toMatch(/<button[^>]*data-cta="trial-2"[^>]*>Demo/);
  });

  it("quotes: linked quote documents with the external rating when asked", async () => {
    const quote = doc("quote", "q1", { quote: p("We cut onboarding time in half."), author: "Lena Fischer", author_job: "Head of HR", author_portrait: image("lena.webp", "Lena"), company_logo: image("nordwind.svg", "Nordwind"), external_rating: 4.8, external_rating_source: "g2" });
    const shown = await render(slice("quotes", { title: "Customers", is_external_rating_displayed: true }, [{ quote: docLink("quote", "q1") }]), { linked: { q1: quote as never } });
    expect(shown).toContain("We cut onboarding time in half.");
    expect(shown).toContain("Lena Fischer");
    expect(shown).toContain("Rated 4.8 out of 5 on G2");
    const hidden = await render(slice("quotes", { title: null, is_external_rating_displayed: false }, [{ quote: docLink("quote", "q1") }]), { linked: { q1: quote as never } });
    expect(hidden).not.toContain("out of 5");
    expect(await render(slice("quotes", { title: "x" }, [{ quote: docLink("quote", "missing") }]))).toBe("");
  });

  it("video_list: click-to-play facades, nothing loaded from Wistia", async () => {
    const list = doc("video_list", "v1", { title: "Watch", videos: [{ wistia_id: "abc123xyz9", title: "Tour", description: "Five minutes", thumbnail: {}, duration: 300 }, { wistia_id: "bad id!", title: "x" }] });
    const html = await render(slice("video_list", { title: null, video_list: docLink("video_list", "v1") }), { linked: { v1: list as never } });
    expect(html.match(/data-testid="wistia-video"/g)).toHaveLength(1);
    expect(html).toContain("Play video: Tour");
    expect(html).not.toContain("wistia.com");
    expect(html).toContain(">Watch</h2>");
  });

  it("logo_list: logos of the shared list with alt text", async () => {
    const list = doc("logo_list", "l1", { title: "They trust us", assets: [{ logo: image("helio.svg", "Helio"), name: "Helio", link: web("https://helio.example/") }] });
    const html = await render(slice("logo_list", { title: null, logo_list: docLink("logo_list", "l1") }), { linked: { l1: list as never } });
    expect(html).toContain('alt="Helio"');
    expect(html).toContain('href="https://helio.example/"');
    expect(html).toContain("They trust us");
  });

  it("slack_preview: the channel and its messages", async () => {
    const preview = doc("slack_preview", "s1", { title: "Slack", channel_name: "onboarding", body: [{ author_name: "Quillio", author_avatar: image("bot.webp", ""), time: "9:00", message: p("New course: Safety basics"), reactions: "🎉 4" }], mobile_static_preview: image("slack-mobile.webp", "A Slack channel with a Quillio course") });
    const html = await render(slice("slack_preview", { title: "Learn in Slack", description: p("Courses where people talk."), slack_preview: docLink("slack_preview", "s1") }), { linked: { s1: preview as never } });
    expect(html).toContain("onboarding");
    expect(html).toContain("New course: Safety basics");
    expect(html).toContain('alt="A Slack channel with a Quillio course"');
  });

  it("comparative_table: headers, section rows, yes/no in words, column CTAs", async () => {
    const config = doc("comparative_table_config", "c1", { title: "Compare plans", column_1_header: "Team", column_1_description: "Small teams", column_1_cta_label: "Start", column_1_cta_link: web("https://app.example/"), column_1_cta_type: "outline", column_2_header: "Business", column_3_header: "Enterprise", table_rows: [{ is_section_header: true, label: "Authoring" }, { is_section_header: false, label: "Course editor", column_1_value: "yes", column_2_value: "no", column_3_value: "Unlimited" }] });
    const html = await render(slice("comparative_table", { section_id: "compare", comparative_table_config: docLink("comparative_table_config", "c1") }), { linked: { c1: config as never } });
    expect(html).toContain("<caption");
    expect(html).toContain(">Compare plans</caption>");
    expect(html).toMatch(/<th scope="colgroup" colSpan="4"|<th scope="colgroup" colspan="4"/);
    expect(html).toContain('<span class="sr-only">Included</span>');
    expect(html).toContain('<span class="sr-only">Not included</span>');
    expect(html).toContain("Unlimited");
    expect(html).toContain('data-cta="compare-column-1"');
  });

  it("privacy_and_security_section: the linked section, mirrored when reversed", async () => {
    const section = doc("privacy_and_security_section", "gdpr", { illustration: image("gdpr.svg", ""), title: "GDPR by design", content: p("Data stays in the EU."), cta_label: "Read the DPA", cta_link: web("https://example.org/dpa"), cta_type: "link" });
    const html = await render(slice("privacy_and_security_section", { section: docLink("privacy_and_security_section", "gdpr"), is_reversed: true }), { linked: { gdpr: section as never } });
    expect(html).toContain(">GDPR by design</h2>");
    expect(html).toContain("lg:order-last");
    expect(html).toContain("Read the DPA");
  });

  it("carousel: a labelled region with n-of-m slides and controls", async () => {
    const items = ["One", "Two", "Three", "Four"].map((title) => ({ image: image(`${title}.webp`, title), title, description: `${title} text`, link: { link_type: "Any" } }));
    const html = await render(slice("carousel", { title: "Stories", slide_by: 1, autoplay: true }, items));
    expect(html).toContain('role="region" aria-roledescription="carousel" aria-label="Stories"');
    expect(html).toContain('aria-roledescription="slide" aria-label="1 of 4"');
    expect(html).toContain('aria-label="4 of 4"');
    expect(html).toContain('aria-label="Next slide"');
    expect(html).toContain(">Pause</button>");
    // Without the interface strings, the slides still show, as a list.
    const plain = await render(slice("carousel", { title: "Stories", slide_by: 1, autoplay: false }, items), { ui: null });
    expect(plain).not.toContain("aria-roledescription");
    expect(plain).toContain("Four text");
  });

  it("influencers, badges, L&D collective, mastheads and use cases render their items", async () => {
    expect(await render(slice("influencers_section", { title: "Voices", description: p("Who recommends us") }, [{ portrait: image("a.webp", ""), name: "Ada", job: "CLO", quote: "Brilliant", link: { link_type: "Any" } }]))).toContain("“Brilliant”");
    const badges = await render(slice("badges_and_ratings", { title: "Rated", description: "By users" }, [{ badge: image("g2.svg", "G2 leader"), platform_name: "G2", rating: 4.7, rating_label: "4.7/5 on G2", link: { link_type: "Any" } }]));
    expect(badges).toContain('alt="G2 leader"');
    expect(badges).toContain("Rated 4.7 out of 5");
    const collective = await render(slice("ld_collective", { title: "The collective", description: p("Peers"), illustration: {}, cta_label: "Join", cta_link: web("https://example.org/"), cta_type: "primary" }, [{ member_portrait: image("m.webp", ""), member_name: "Max", member_job: "L&D lead", member_company: "Orbis" }]));
    expect(collective).toContain("L&amp;D lead, Orbis");
    expect(collective).toContain("bg-white text-green-dark");
    expect(await render(slice("social_proof_mastheads", { title: "In the press" }, [{ logo: image("ledger.svg", "The Ledger"), quote: "A rising star", link: { link_type: "Any" } }]))).toContain('data-testid="social-proof-mastheads"');
    const useCases = await render(slice("use_cases", { title: "Use cases", subtitle: "For every team" }, [{ illustration: image("u.webp", ""), title: "Onboarding", description: "Welcome", link: docLink("landing_page", "lp1", "employee-onboarding"), link_label: "Discover" }]));
    expect(useCases).toContain(">Onboarding</h3>");
    expect(useCases).toContain("Discover");
  });

  it("header_with_social_proofs: an h1 header with rating and logos", async () => {
    const html = await render(slice("header_with_social_proofs", { indicator: "For HR", title: "Learn from yourselves", subtitle: [], image: image("hero.svg", ""), wistia_id: null, cta_1_label: "Book a demo", cta_1_link: web("https://example.org/demo"), cta_1_type: "primary", form: { link_type: "Any" }, rating: 4.7, rating_label: "4.7/5 on G2" }, [{ logo: image("n.svg", "Nordwind") }]));
    expect(html).toContain(">Learn from yourselves</h1>");
    expect(html).toContain("4.7/5 on G2");
    expect(html).toContain('data-testid="logo-wall"');
    expect(html).toContain('data-cta="header-cta-1"');
  });

  it("finds the documents slices link to, in fields and items", () => {
    const slices = [slice("quotes", {}, [{ quote: docLink("quote", "q1") }, { quote: docLink("quote", "q2") }]), slice("logo_list", { logo_list: docLink("logo_list", "l1") }), slice("text", { content: p("x") })];
    expect(linkedDocumentIds(slices).sort()).toEqual(["l1", "q1", "q2"]);
  });
});
