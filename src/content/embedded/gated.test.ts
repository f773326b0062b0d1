import * as prismic from "@prismicio/client";
import { describe, expect, it, vi } from "vitest";
import { GET as assetRoute } from "@/app/content-assets/[...path]/route";
import { GET as apiRoute } from "@/app/embedded-prismic/api/v2/[[...path]]/route";
import { createEmbeddedFetch } from "./fetch";
import { gatedAssetUrls, redactGatedLinks } from "./gated";
import { getEmbeddedRepository } from "./repository";

const SITE = "http://localhost:3000";
// One edition per language of each ebook (the skills report has no German one) and of the book, which a form hands out.
const GATED = ["de", "en", "fr"]
  .flatMap((lang) => [`/content-assets/ebook-onboarding-playbook-${lang}.pdf`, `/content-assets/collaborative-learning-book-${lang}.pdf`])
  .concat(["en", "fr"].map((lang) => `/content-assets/ebook-skills-report-${lang}.pdf`));

function publicClient() {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  const client = prismic.createClient(`${SITE}/embedded-prismic/api/v2`, { fetch: (url: string) => apiRoute(new Request(url)) });
  warn.mockRestore();
  return client;
}

describe("gated assets", () => {
  it("are the documents behind forms: form_config downloads, gated ebooks' and the book's PDFs, not case study PDFs", async () => {
    const urls = gatedAssetUrls(await getEmbeddedRepository().content());
    expect([...urls].sort()).toEqual([...GATED].sort());
  });

  it("are empty links wherever they appear in an answer, other links untouched", () => {
    const gated = new Set(["/content-assets/secret.pdf"]);
    const answer = {
      data: {
        pdf: { link_type: "Media", url: "/content-assets/secret.pdf", name: "secret.pdf" },
        other: { link_type: "Media", url: "/content-assets/public.pdf" },
        nested: [{ link: { link_type: "Media", url: "/content-assets/secret.pdf" } }],
        text: "/content-assets/secret.pdf",
      },
    };
    expect(redactGatedLinks(answer, gated)).toEqual({
      data: { pdf: { link_type: "Any" }, other: answer.data.other, nested: [{ link: { link_type: "Any" } }], text: answer.data.text },
    });
  });

  it("are not listed by the public Content API, in any language or through fetchLinks", async () => {
    const client = publicClient();
    const documents = await client.dangerouslyGetAll({ lang: "*", fetchLinks: ["form_config.gated_content", "gated_ebook_lp.pdf_asset"] });
    const text = JSON.stringify(documents);
    for (const url of GATED) expect(text).not.toContain(url.split("/").pop());
    // The case study PDF stays public.
    expect(text).toContain("case-study-nordwind-en.pdf");
  });

  it("are still read by the site itself (in-process, for the download after the form)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const client = prismic.createClient("https://embedded.prismic.invalid/api/v2", { fetch: createEmbeddedFetch() });
    warn.mockRestore();
    const documents: prismic.PrismicDocument[] = await client.getAllByType("form_config", { lang: "*" });
    documents.push(...(await client.getAllByType("collaborative_learning_book", { lang: "*" })));
    const media = (document: prismic.PrismicDocument) => document.data as { gated_content?: { url?: string }; pdf_asset?: { url?: string } };
    const urls = documents.map((document) => media(document).gated_content?.url ?? media(document).pdf_asset?.url).filter(Boolean);
    expect(urls).toEqual(expect.arrayContaining(GATED));
  });

  it("answer 404 as plain assets; public assets are still served", async () => {
    const get = (name: string) => assetRoute(new Request(`${SITE}/content-assets/${name}`), { params: Promise.resolve({ path: [name] }) });
    for (const url of GATED) expect((await get(url.split("/").pop()!)).status).toBe(404);
    const open = await get("case-study-nordwind-en.pdf");
    expect(open.status).toBe(200);
    expect(open.headers.get("content-type")).toBe("application/pdf");
  });
});
