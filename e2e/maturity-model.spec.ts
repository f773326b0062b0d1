import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { buildPath } from "../src/routing/routes";
import { fillForm, formDefinitions, queryStore, seedData, uniqueEmail, validAnswers } from "./support/forms";
import { gotoHydrated } from "./support/navigation";

type Lang = "en" | "de" | "fr";
const messages = Object.fromEntries((["en", "de", "fr"] as const).map((lang) => [lang, JSON.parse(readFileSync(`messages/${lang}.json`, "utf8")).maturityModel])) as Record<Lang, { showResults: string }>;

interface MaturityData {
  subtitle: { text: string }[];
  meta_description: string;
  next_label: string;
  your_overall_level: string;
  pdf_header_resources_page: string;
  pdf_header_page_number: string;
  level_label_1: string;
  level_label_2: string;
  level_label_3: string;
  level_label_4: string;
  level_label_5: string;
  themes: { theme_title: string; level_2_description: string; resource_title: string }[];
}

const levelLabels = (data: MaturityData) => [data.level_label_1, data.level_label_2, data.level_label_3, data.level_label_4, data.level_label_5];

async function openAssessment(page: Page, lang: Lang) {
  await gotoHydrated(page, buildPath("maturity_model", lang)!);
  await expect(page.getByTestId("maturity-assessment")).toBeVisible();
}

function themeHeading(page: Page, title: string) {
  return page.getByTestId("maturity-assessment").getByRole("heading", { level: 3, name: title, exact: true });
}

async function chooseLevel(page: Page, data: MaturityData, level: number) {
  await page.getByRole("radio", { name: new RegExp(`^${level}\\. ${levelLabels(data)[level - 1]}`) }).click();
}

/** Answers every theme through the store's rules: 2nd theme first (4), Next → 3rd (5), Next wraps to the 1st (2). */
async function completeAssessment(page: Page, data: MaturityData, lang: Lang, { reload }: { reload: boolean }) {
  const next = page.getByRole("button", { name: data.next_label, exact: true });
  const [first, second, third] = data.themes;
  await expect(themeHeading(page, first.theme_title)).toBeVisible();
  await expect(next).toBeDisabled();

  await page.getByRole("navigation").getByRole("button", { name: second.theme_title }).click();
  await expect(themeHeading(page, second.theme_title)).toBeVisible();
  await chooseLevel(page, data, 4);
  await expect(next).toBeEnabled();
  await next.click();
  await expect(themeHeading(page, third.theme_title)).toBeVisible();
  await expect(next).toBeDisabled();
  await chooseLevel(page, data, 5);
  await next.click();
  // Cyclic: the only theme without a level is the first one.
  await expect(themeHeading(page, first.theme_title)).toBeVisible();
  await expect(next).toBeDisabled();

  if (reload) {
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(themeHeading(page, first.theme_title)).toBeVisible();
    await page.getByRole("navigation").getByRole("button", { name: second.theme_title }).click();
    await expect(page.getByRole("radio", { name: new RegExp(`^4\\. ${levelLabels(data)[3]}`) })).toBeChecked();
    await page.getByRole("navigation").getByRole("button", { name: first.theme_title }).click();
  }
  await chooseLevel(page, data, 2);
  const results = page.getByTestId("maturity-results");
  await expect(results).toBeVisible();
  // (2 + 4 + 5) / 3 rounds to 4.
  await expect(page.getByTestId("maturity-overall")).toHaveText(`4/5 · ${levelLabels(data)[3]}`);
  void lang;
}

async function submitReportForm(page: Page, email: string) {
  const form = "[data-testid=maturity-report] form[data-form-type=maturity_model]";
  await fillForm(page, form, validAnswers(formDefinitions.maturity_model, email));
  await page.locator(`${form} button[type=submit]`).click();
}

function pdfText(path: string): string {
  return execFileSync("pdftotext", ["-layout", path, "-"], { encoding: "utf8" });
}

// In French, whose texts reach the PDF's encoding of letters beyond ASCII the most (src/lib/pdf/layout.ts); the
// assessment is the same in every language, and e2e/mail.spec.ts mails an English report.
for (const lang of ["fr"] as Lang[]) {
  test(`${lang}: a visitor completes the assessment, survives a reload and downloads the PDF report`, async ({ page }) => {
    const data = seedData<MaturityData>("maturity_model", "maturity_model", lang);
    await openAssessment(page, lang);
    await completeAssessment(page, data, lang, { reload: true });

    const email = uniqueEmail(`maturity-${lang}`);
    const upload = page.waitForResponse((response) => response.url().includes("/upload-maturity-model-pdf"));
    await submitReportForm(page, email);
    expect((await upload).status()).toBe(201);
    const downloadLink = page.getByTestId("maturity-download");
    await expect(downloadLink).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent("download"), downloadLink.click()]);
    const path = await download.path();
    const pages = pdfText(path).split("\f").filter((text) => text.trim());
    expect(pages).toHaveLength(2 + data.themes.length);
    const labels = levelLabels(data);
    expect(pages[0]).toContain(`4/5 · ${labels[3]}`);
    expect(pages[1]).toContain(data.themes[0].theme_title);
    expect(pages[1]).toContain(`2/5 · ${labels[1]}`);
    expect(pages[1]).toContain(data.themes[0].level_2_description);
    expect(pages[2]).toContain(`4/5 · ${labels[3]}`);
    expect(pages[3]).toContain(`5/5 · ${labels[4]}`);
    const resources = pages.at(-1)!;
    expect(resources).toContain(data.pdf_header_resources_page);
    expect(resources).toContain(data.pdf_header_page_number.replace("{page}", String(pages.length)));
    for (const theme of data.themes) expect(resources).toContain(theme.resource_title);
    expect(resources).toMatch(/https?:\/\/\S+\//);

    // The assessment and its PDF are stored, and the lead points to the assessment.
    const [lead] = await queryStore<{ payload: string }>("select payload from submissions where email = ?", [email]);
    const assessmentId = JSON.parse(lead.payload).answers?.assessment_id as string;
    expect(assessmentId).toMatch(/^[0-9a-f-]{36}$/);
  });
}

/** The next assessment the page sends (on completion, on a reload, on a changed answer), and the id the server stored it under. */
function assessmentSent(page: Page): Promise<string> {
  return page
    .waitForResponse((response) => response.url().includes("maturity-model-assessments") && response.request().method() === "POST")
    .then(async (response) => {
      expect(response.status()).toBe(201);
      return ((await response.json()) as { assessmentId: string }).assessmentId;
    });
}

const storedAssessments = (id: string) => queryStore<{ payload: string }>("select payload from submissions where kind = 'assessment' and id = ?", [id]);

// One language: the same counting and storage in each.
for (const lang of ["en"] as Lang[]) {
  test(`${lang}: the copy counts the themes asked, a finished answer can be changed, and a reload stores no second assessment`, async ({ page }) => {
    // A long journey (answers, a reload, a change): more than the default minute on a busy machine.
    test.slow();
    const data = seedData<MaturityData>("maturity_model", "maturity_model", lang);
    await openAssessment(page, lang);
    // The number the copy states is the number of themes the visitor is asked about, in the page and its meta tags.
    const count = await page.getByTestId("maturity-assessment").getByRole("navigation").getByRole("button").count();
    expect(count).toBe(data.themes.length);
    const said = (text: string) => text.replace("{themeCount}", String(count));
    expect(data.subtitle[0].text).toContain("{themeCount}");
    await expect(page.getByText(said(data.subtitle[0].text))).toBeVisible();
    for (const selector of ['meta[name="description"]', 'meta[property="og:description"]', 'meta[name="twitter:description"]']) {
      await expect(page.locator(selector)).toHaveAttribute("content", said(data.meta_description));
    }
    expect(await page.content()).not.toContain("{themeCount}");

    const stored = assessmentSent(page);
    await completeAssessment(page, data, lang, { reload: false });
    const id = await stored;
    expect(await storedAssessments(id)).toHaveLength(1);

    // A reload sends the finished assessment again, under the same id: still one row.
    const resent = assessmentSent(page);
    await page.reload();
    await expect(page.getByTestId("maturity-results")).toBeVisible();
    expect(await resent).toBe(id);
    expect(await storedAssessments(id)).toHaveLength(1);

    // The first theme's answer (2) becomes 5: (5 + 4 + 5) / 3 rounds to 5, on the page and in the stored assessment.
    const labels = levelLabels(data);
    const first = data.themes[0].theme_title;
    await page.getByTestId("maturity-results").getByRole("button", { name: new RegExp(first) }).click();
    await expect(themeHeading(page, first)).toBeVisible();
    await expect(page.getByRole("radio", { name: new RegExp(`^2\\. ${labels[1]}`) })).toBeChecked();
    const changed = assessmentSent(page);
    await chooseLevel(page, data, 5);
    await page.getByRole("button", { name: messages[lang].showResults, exact: true }).click();
    await expect(page.getByTestId("maturity-overall")).toHaveText(`5/5 · ${labels[4]}`);
    await expect(page.getByTestId("maturity-theme-result").first()).toContainText(`5/5 · ${labels[4]}`);
    expect(await changed).toBe(id);
    const rows = await storedAssessments(id);
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0].payload).answers).toMatchObject({ overallLevel: 5, themes: [{ index: 0, selectedLevelIndex: 4 }, { index: 1, selectedLevelIndex: 3 }, { index: 2, selectedLevelIndex: 4 }] });
  });
}

test("a failed upload is explained, and the PDF made in the browser still downloads", async ({ page }) => {
  const data = seedData<MaturityData>("maturity_model", "maturity_model", "en");
  await page.route("**/.netlify/functions/upload-maturity-model-pdf", (route) => route.fulfill({ status: 503, body: "{}" }));
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await openAssessment(page, "en");
  await completeAssessment(page, data, "en", { reload: false });
  await submitReportForm(page, uniqueEmail("maturity-failure"));
  await expect(page.getByTestId("maturity-upload-failed")).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("maturity-download").click()]);
  expect(pdfText(await download.path())).toContain(data.themes[0].theme_title);
  expect(errors.some((text) => text.includes("MATURITY_MODEL_PDF_UPLOAD_FAILED"))).toBe(true);
});

test("the assessment is usable by keyboard alone", async ({ page }) => {
  const data = seedData<MaturityData>("maturity_model", "maturity_model", "en");
  await openAssessment(page, "en");
  const firstLevel = page.getByRole("radio", { name: new RegExp(`^1\\. ${data.level_label_1}`) });
  await firstLevel.focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: new RegExp(`^2\\. ${data.level_label_2}`) })).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: data.next_label, exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(themeHeading(page, data.themes[1].theme_title)).toBeFocused();
});

test("the server takes a 1.5 MiB report PDF on the upload endpoint, as documented (up to 2 MiB), and small bodies elsewhere", async ({ request }) => {
  const created = await request.post("/.netlify/functions/maturity-model-assessments", {
    data: { locale: "en", themes: [{ index: 0, selectedLevelIndex: 2 }], overallLevel: 3 },
  });
  expect(created.status()).toBe(201);
  const { assessmentId } = (await created.json()) as { assessmentId: string };
  // Incompressible content, about 1.5 MiB: over 2 MiB once base64 in JSON.
  const filler = Buffer.alloc(1.5 * 1024 * 1024);
  for (let i = 0; i < filler.length; i += 1) filler[i] = (i * 2654435761) >>> 24;
  const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), filler, Buffer.from("\n%%EOF\n")]);
  const uploaded = await request.post("/.netlify/functions/upload-maturity-model-pdf", { data: { assessmentId, fileName: "large.pdf", pdfBase64: pdf.toString("base64") } });
  expect(uploaded.status()).toBe(201);
  const elsewhere = await request.post("/api/forms/submit", { data: { formType: "contact", locale: "en", fields: { message: "x".repeat(1024 * 1024) } } });
  expect(elsewhere.status()).toBe(413);
});
