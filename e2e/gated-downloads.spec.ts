import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { buildPath } from "../src/routing/routes";
import { gotoHydrated } from "./support/navigation";
import { expectNoThirdPartyRequests, fillForm, formDefinitions, queryStore, recordThirdPartyRequests, seedData, uniqueEmail, validAnswers } from "./support/forms";

type Lang = "en" | "de" | "fr";
const ebookUids: Record<Lang, string> = { en: "onboarding-playbook", de: "onboarding-leitfaden", fr: "guide-integration" };
const gatedFiles = ["en", "de", "fr"]
  .flatMap((lang) => [`ebook-onboarding-playbook-${lang}.pdf`, `collaborative-learning-book-${lang}.pdf`])
  .concat(["ebook-skills-report-en.pdf", "ebook-skills-report-fr.pdf"]);
/** Words of each language that the other two never use: the PDF must be in the page's language. */
const languageMarkers: Record<Lang, RegExp[]> = {
  en: [/\bthe\b/i, /\bwith\b/i, /\bContents\b/],
  de: [/\bund\b/, /\bdie\b/i, /\bInhalt\b/],
  fr: [/\bles\b/i, /\bavec\b/i, /\bSommaire\b/],
};

/** The PDF's text and page count, as poppler's pdftotext reads it (pages end with a form feed). */
function pdfText(file: string): { text: string; pages: number } {
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  return { text, pages: text.split("\f").filter((page) => page.trim()).length };
}

let clientNumber = 0;
// Each test is its own client for the per-IP rate limit, as visitors are.
test.beforeEach(async ({ context }) => {
  clientNumber += 1;
  await context.setExtraHTTPHeaders({ "x-forwarded-for": `198.18.0.${(process.pid + clientNumber) % 250}` });
});

for (const lang of ["en", "de", "fr"] as const) {
  test(`${lang}: the ebook's PDF downloads only by the signed link handed out after the form`, async ({ page }) => {
    const thirdParty = recordThirdPartyRequests(page);
    // The page hands out its own file (its pdf_asset); its form's gated_content is only the default of a page without one.
    const ebook = seedData<{ title: string; pdf_asset: { url: string; name: string } }>("gated_ebook_lp", "onboarding-playbook", lang);
    const pdf = ebook.pdf_asset;
    const { gated_content: formPdf } = seedData<{ gated_content: { url: string; name: string } }>("form_config", "ebook-onboarding", lang);
    const response = await gotoHydrated(page, buildPath("gated_ebook", lang, { uid: ebookUids[lang] })!);
    // Neither the HTML nor the React payload in it names the file.
    const html = await response?.text();
    expect(html).not.toContain(pdf.name);
    expect(html).not.toContain(formPdf.name);
    // The file's own address is no way in.
    expect((await page.request.get(pdf.url)).status()).toBe(404);

    const email = uniqueEmail(`ebook-${lang}`);
    await fillForm(page, "form[data-form-type=ebook]", validAnswers(formDefinitions.gated_content, email));
    await page.locator("form[data-form-type=ebook] button[type=submit]").click();

    const link = page.getByTestId("gated-download");
    await expect(link).toHaveAttribute("href", /^\/api\/forms\/gated\/download\?token=[\w.-]+$/);
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe(pdf.name);
    expect(readFileSync((await download.path())!).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // A real edition in the page's language: the page's own title, several pages, the ebook's chapters; no other language's words.
    const { text, pages } = pdfText((await download.path())!);
    expect(text.replace(/\s+/g, " ")).toContain(ebook.title);
    expect(pages).toBeGreaterThanOrEqual(5);
    // The stub it replaces held some 300 characters on 3 pages.
    expect(text.length).toBeGreaterThan(3000);
    for (const marker of languageMarkers[lang]) expect(text).toMatch(marker);
    for (const other of (["en", "de", "fr"] as const).filter((candidate) => candidate !== lang)) {
      expect(languageMarkers[other].filter((marker) => marker.test(text)).length, `${other} words in the ${lang} PDF`).toBeLessThan(2);
    }
    // The page says how many pages the download holds.
    const href = (await link.getAttribute("href"))!;
    await page.goto(page.url());
    await expect(page.locator("main").getByText(new RegExp(`^${pages} (pages|Seiten) `))).toBeVisible();

    const file = await page.request.get(href);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    expect(file.headers()["cache-control"]).toBe("private, no-store");
    expect(file.headers()["content-disposition"]).toContain("attachment");
    const [stored] = await queryStore<{ form_type: string }>("select form_type from submissions where email = ?", [email]);
    expect(stored.form_type).toBe("gated_content");
    await expectNoThirdPartyRequests(thirdParty);
  });
}

test("without a lead there is no way to the gated PDFs: no link, a forged or altered link, an unknown submission", async ({ request }) => {
  for (const name of gatedFiles) expect((await request.get(`/content-assets/${name}`)).status()).toBe(404);
  // A public PDF is still a plain asset.
  expect((await request.get("/content-assets/case-study-nordwind-en.pdf")).status()).toBe(200);

  const forged = Buffer.from(JSON.stringify({ p: "gated-download", s: "anything", x: Date.now() + 3_600_000 })).toString("base64url");
  for (const query of ["", "?token=", "?token=abc", `?token=${forged}.c2lnbmF0dXJl`, "?token=a.b.c", `?token=${"x".repeat(2000)}`, "?token=%ZZ"]) {
    const response = await request.get(`/api/forms/gated/download${query}`);
    expect([400, 404], `download${query}`).toContain(response.status());
  }
  const unlock = await request.post("/api/forms/gated", { data: { submissionId: "no-such-submission", contentId: "pQTYn33BpW4JEn" } });
  expect(unlock.status()).toBe(404);
  expect(await unlock.text()).not.toContain(".pdf");
});

test("the public content API, the sitemap and the form config endpoint never list a gated PDF", async ({ request }) => {
  const api = (await (await request.get("/embedded-prismic/api/v2")).json()) as { refs: { ref: string; isMasterRef: boolean }[] };
  const ref = api.refs.find((entry) => entry.isMasterRef)!.ref;
  for (const type of ["form_config", "gated_ebook_lp"]) {
    const query = new URLSearchParams({ ref, lang: "*", pageSize: "100", q: `[[at(document.type,"${type}")]]` });
    const answer = await request.get(`/embedded-prismic/api/v2/documents/search?${query}`);
    expect(answer.status()).toBe(200);
    const text = await answer.text();
    expect(text).toContain(`"type":"${type}"`);
    for (const name of gatedFiles) expect(text, type).not.toContain(name);
  }
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const name of gatedFiles) expect(sitemap).not.toContain(name);
  const config = await request.get("/api/forms/config?id=pQTYn33BpW4JEn&locale=en");
  expect(config.status()).toBe(200);
  for (const name of gatedFiles) expect(await config.text()).not.toContain(name);
});
