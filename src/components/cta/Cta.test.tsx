import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Heading } from "@/components/heading/Heading";
import { checkContent, InvalidContentError } from "./content-validation";
import { Cta, ctaFromFields } from "./Cta";

const web = { link_type: "Web", url: "https://example.org/" } as const;
const pricing = { link_type: "Document", id: "p1", type: "pricing_page", lang: "fr-fr", uid: "pricing", tags: [], isBroken: false } as const;
const form = { link_type: "Document", id: "form-demo-en", type: "form_config", lang: "en-us", uid: "demo", tags: [], isBroken: false } as const;

afterEach(() => vi.unstubAllEnvs());

describe("Cta", () => {
  it("renders a link with the analytics attributes and its type's style", () => {
    const html = renderToStaticMarkup(<Cta label="Book a demo" link={pricing} sectionId="header-cta-1" type="primary" />);
    expect(html).toMatch(/^<a [^>]*href="\/fr\/tarifs\/?"/);
    expect(html).toContain('data-cta="header-cta-1"');
    expect(html).toContain('data-section-id="header-cta-1"');
    expect(html).toContain('data-cta-type="primary"');
    expect(html).toContain("bg-green");
    expect(html).toContain(">Book a demo<");
  });

  it("opens external links with noopener and accepts children instead of a label", () => {
    const html = renderToStaticMarkup(
      <Cta link={web} sectionId="s" type="outline" small icon="→">
        <strong>Read</strong>
      </Cta>,
    );
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain("<strong>Read</strong>");
    expect(html).toContain('<span aria-hidden="true">→</span>');
    expect(html).toContain("min-h-10");
  });

  it("accepts a plain link with url, link_type or uid and a colour class", () => {
    const html = renderToStaticMarkup(<Cta label="Go" link={{ url: "/pricing/" }} sectionId="s" type="link" colorClass="text-white" />);
    expect(html).toContain('href="/pricing');
    expect(html).toContain("text-white");
  });

  it("renders a disabled CTA without a link target", () => {
    const html = renderToStaticMarkup(<Cta label="Soon" link={web} sectionId="s" type="secondary" disabled />);
    expect(html).toMatch(/^<span [^>]*aria-disabled="true"/);
    expect(html).not.toContain("href=");
  });

  it("opens the form modal for a link to a form_config document", () => {
    const html = renderToStaticMarkup(<Cta label="Get a demo" link={form} sectionId="navbar" type="primary" />);
    expect(html).toMatch(/^<button type="button" aria-haspopup="dialog"/);
    expect(html).toContain('data-cta="navbar"');
    expect(html).not.toContain("href=");
  });

  it.each([
    [{ link: web, sectionId: "s", type: "primary" }, "a label or children"],
    [{ label: "x", link: null, sectionId: "s", type: "primary" }, "a link with url, link_type or uid"],
    [{ label: "x", link: {}, sectionId: "s", type: "primary" }, "a link with url, link_type or uid"],
    [{ label: "x", link: web, sectionId: "", type: "primary" }, "a sectionId"],
    [{ label: "x", link: web, sectionId: "s", type: null }, "a type"],
    [{ label: "x", link: web, sectionId: "s", type: "huge" }, "unknown type"],
  ])("throws in development when invalid (%o)", (props, message) => {
    expect(() => renderToStaticMarkup(<Cta {...(props as Parameters<typeof Cta>[0])} />)).toThrow(message);
  });

  it("reports invalid content and renders nothing in production", () => {
    vi.stubEnv("NODE_ENV", "production");
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const html = renderToStaticMarkup(
      <main>
        <Cta link={web} sectionId="s" type="primary" />
        <Heading as="h2" field="" />
        <p>rest of the page</p>
      </main>,
    );
    expect(html).toBe("<main><p>rest of the page</p></main>");
    expect(error).toHaveBeenCalledWith(expect.stringContaining("Cta: a label or children is required"));
    expect(error).toHaveBeenCalledWith(expect.stringContaining("Heading: a content field or children is required"));
  });

  it("builds props from a content triplet, or null when it is not filled in", () => {
    expect(ctaFromFields("Try", web, null, "hero")).toEqual({ label: "Try", link: web, type: "primary", sectionId: "hero" });
    expect(ctaFromFields("", web, "primary", "hero")).toBeNull();
    expect(ctaFromFields("Try", { link_type: "Any" }, "primary", "hero")).toBeNull();
  });
});

describe("Heading", () => {
  it("renders a key text, a rich-text field or children", () => {
    expect(renderToStaticMarkup(<Heading as="h3" field="Plans" className="t" />)).toBe('<h3 class="t">Plans</h3>');
    const title = [{ type: "heading1", text: "Our story", spans: [] }];
    expect(renderToStaticMarkup(<Heading as="h1" field={title as never} className="t" />)).toBe('<h1 class="t">Our story</h1>');
    expect(renderToStaticMarkup(<Heading className="t">Kids</Heading>)).toBe('<h2 class="t">Kids</h2>');
  });

  it("throws in development without content", () => {
    expect(() => renderToStaticMarkup(<Heading field={null} />)).toThrow(InvalidContentError);
    expect(() => renderToStaticMarkup(<Heading field={[]} />)).toThrow("a content field or children");
  });

  it("checkContent passes valid content in every environment", () => {
    expect(checkContent("X", [], "production")).toBe(true);
    expect(checkContent("X", [], "development")).toBe(true);
  });
});
