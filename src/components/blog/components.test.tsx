import type * as prismic from "@prismicio/client";
import { createFormatter, NextIntlClientProvider } from "next-intl";
import { longDate } from "@/i18n/dates";
import { TIME_ZONE } from "@/i18n/time-zone";
import { locales } from "@/routing/locales";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import messages from "../../../messages/en.json";
import { headingAnchors } from "@/components/rich-text/anchors";
import { RichText } from "@/components/rich-text/RichText";
import { ArticleMeta } from "./ArticleMeta";
import { Pagination } from "./Pagination";
import { TableOfContents } from "./TableOfContents";

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale="en" timeZone="UTC" messages={messages}>
      {node}
    </NextIntlClientProvider>,
  );

const node = (type: string, text: string) => ({ type, text, spans: [], direction: "ltr" });
const content = [
  node("heading2", "Why peers teach better"),
  node("paragraph", "Because they were beginners not long ago."),
  node("heading3", "Über Erfahrung"),
  node("heading2", "Why peers teach better"),
] as unknown as prismic.RichTextField;

describe("TableOfContents", () => {
  it("links every h2/h3 to an id the rich text renders, h3 indented", () => {
    const html = render(
      <>
        <TableOfContents anchors={headingAnchors(content)} />
        <RichText field={content} />
      </>,
    );
    const hrefs = [...html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(["why-peers-teach-better", "uber-erfahrung", "why-peers-teach-better-2"]);
    for (const id of hrefs) expect(html).toContain(`id="${id}"`);
    expect(html).toMatch(/<nav aria-label="Contents"/);
    expect(html).toMatch(/<li class="pl-8"><a href="#uber-erfahrung"/);
  });
  it("is left out for fewer than two headings", () => {
    expect(render(<TableOfContents anchors={headingAnchors([node("heading2", "Only")] as unknown as prismic.RichTextField)} />)).toBe("");
  });
});

describe("ArticleMeta", () => {
  it("shows the server's date text inside <time> and the reading duration in the locale's template", () => {
    const html = render(<ArticleMeta article={{ published: "2026-04-13T08:00:00.000Z", publishedText: "April 13, 2026", duration: 8 }} readingTime="{minutes} min read" />);
    expect(html).toContain('<time dateTime="2026-04-13T08:00:00.000Z">April 13, 2026</time>');
    expect(html).toContain("8 min read");
  });
  it("renders nothing without date and duration", () => {
    expect(render(<ArticleMeta article={{ published: null, publishedText: null, duration: null }} readingTime="{minutes} min read" />)).toBe("");
  });
});

describe("longDate", () => {
  it("writes a date as next-intl's long style does with the request's config, in every locale", () => {
    const iso = "2026-04-13T23:30:00.000Z";
    for (const locale of locales) {
      const format = createFormatter({ locale, timeZone: TIME_ZONE });
      expect(longDate(iso, locale)).toBe(format.dateTime(new Date(iso), { dateStyle: "long" }));
    }
    // Berlin's clock: past midnight there.
    expect(longDate(iso, "en")).toBe("April 14, 2026");
  });
});

describe("Pagination", () => {
  it("renders real links, marks the current page and hides a single page", () => {
    const labels = { label: "Pagination", previous: "Previous page", next: "Next page", current: "Page {page} of {total}", page: "Page {page}" };
    const html = render(<Pagination page={2} totalPages={3} labels={labels} hrefFor={(page) => `/blog/?page=${page}`} />);
    expect(html).toContain('aria-label="Pagination"');
    expect(html).toContain('href="/blog/?page=1" aria-label="Previous page"');
    expect(html).toContain('href="/blog/?page=3" aria-label="Next page"');
    expect(html).toMatch(/href="\/blog\/\?page=2" aria-current="page" aria-label="Page 2 of 3"/);
    expect(render(<Pagination page={1} totalPages={1} labels={labels} hrefFor={() => "/"} />)).toBe("");
  });
});
