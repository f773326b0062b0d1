import { expect, test, type Locator } from "@playwright/test";
import { buildPath, formPageUids } from "../src/routing/routes";
import { seedData } from "./support/forms";
import { gotoHydrated } from "./support/navigation";

type Lang = "en" | "de" | "fr";
const htmlLang = { en: "en-US", de: "de-DE", fr: "fr-FR" } as const;
/** How a visitor of each locale types one thousand. */
const thousand = { en: "1,000", de: "1.000", fr: "1 000" } as const;

const normalize = (text: string | null) => (text ?? "").replace(/\s/g, " ").trim();
async function expectText(locator: Locator, expected: string) {
  await expect.poll(async () => normalize(await locator.textContent())).toBe(normalize(expected));
}

interface RoiData {
  employees_label: string;
  hourly_cost_label: string;
  training_hours_label: string;
  time_saved_ratio: number;
  currency: string;
}

for (const lang of ["en", "de", "fr"] as Lang[]) {
  const path = buildPath("roi_calculator", lang)!;
  const data = seedData<RoiData>("roi_calculator", "roi_calculator", lang);
  const money = (value: number) => new Intl.NumberFormat(htmlLang[lang], { style: "currency", currency: data.currency, maximumFractionDigits: 0 }).format(value);
  const number = (value: number) => new Intl.NumberFormat(htmlLang[lang]).format(value);

  test(`${lang}: the inputs change the result, bad input is explained, the URL shares it`, async ({ page, context }) => {
    await gotoHydrated(page, path);
    const employees = page.getByLabel(data.employees_label, { exact: true });
    const savings = page.getByTestId("roi-savings");
    const hours = page.getByTestId("roi-hours");
    // The content's defaults: 500 people × 20 h × 35 % = 3,500 h, × 45 €.
    await expectText(hours, number(3500));
    await expectText(savings, money(157500));

    await employees.fill(thousand[lang]);
    await expectText(hours, number(7000));
    await expectText(savings, money(315000));
    await expect(page).toHaveURL(/employees=1000&hourly_cost=45&training_hours=20/);

    await page.getByLabel(data.hourly_cost_label, { exact: true }).fill(lang === "en" ? "52.5" : "52,5");
    await expectText(savings, money(367500));

    await employees.fill("abc");
    await expect(employees).toHaveAttribute("aria-invalid", "true");
    const errorId = await employees.getAttribute("aria-describedby");
    await expect(page.locator(`[id="${errorId}"]`)).toBeVisible();
    await expect(savings).toHaveCount(0);
    await employees.fill("0");
    await expect(page.locator(`[id="${errorId}"]`)).toContainText(number(1));
    // The URL kept the last valid result.
    await expect(page).toHaveURL(/employees=1000&hourly_cost=52.5&training_hours=20/);

    const shared = await context.newPage();
    await gotoHydrated(shared, `${path}?employees=1000&hourly_cost=52.5&training_hours=20`);
    await expectText(shared.getByTestId("roi-savings"), money(367500));
    await expect(shared.getByLabel(data.employees_label, { exact: true })).toHaveValue(number(1000));

    // A malformed shared link falls back to the defaults instead of failing.
    const malformed = await context.newPage();
    await gotoHydrated(malformed, `${path}?employees=-4&hourly_cost=%zz&training_hours=1e9`);
    await expectText(malformed.getByTestId("roi-savings"), money(157500));
    // The URL is left as it came until the visitor edits; then it shares the visitor's figures.
    await expect(malformed).toHaveURL(/employees=-4/);
    await malformed.getByLabel(data.training_hours_label, { exact: true }).fill("10");
    await expect(malformed).toHaveURL(/employees=500&hourly_cost=45&training_hours=10/);
  });

  test(`${lang}: the CTA hands the figures to the demo form`, async ({ page }) => {
    await gotoHydrated(page, `${path}?employees=1000&hourly_cost=45&training_hours=20`);
    await expectText(page.getByTestId("roi-savings"), money(315000));
    await page.locator("[data-cta=roi-calculator]").click();
    await expect(page).toHaveURL(new RegExp(`/${formPageUids.demo[lang]}/?$`));
    const message = page.locator("[data-testid=form-page-form] [name=message]");
    await expect.poll(async () => normalize(await message.inputValue())).toContain(normalize(money(315000)));
    expect(normalize(await message.inputValue())).toContain(normalize(number(7000)));
  });

  test(`${lang}: a cost in cents reaches the demo form as typed, and another language keeps the figures`, async ({ page }) => {
    await gotoHydrated(page, `${path}?employees=1000&hourly_cost=52.5&training_hours=20`);
    const cents = new Intl.NumberFormat(htmlLang[lang], { style: "currency", currency: data.currency, minimumFractionDigits: 2 }).format(52.5);
    await expectText(page.getByTestId("roi-hours"), number(7000));

    // Another language: the same figures, in that language's formats.
    const other = lang === "en" ? "de" : "en";
    await page.getByRole("button", { name: new RegExp(`^${lang.toUpperCase()}\\b`) }).first().click();
    await page.locator(`a[data-locale=${other}]:visible`).first().click();
    await expect(page).toHaveURL(new RegExp(`${buildPath("roi_calculator", other)}\\?employees=1000&hourly_cost=52\\.5&training_hours=20$`));
    await expect(page.getByTestId("roi-hours")).toHaveText(new Intl.NumberFormat(htmlLang[other]).format(7000));
    await page.goBack();
    await gotoHydrated(page, `${path}?employees=1000&hourly_cost=52.5&training_hours=20`);

    await page.locator("[data-cta=roi-calculator]").click();
    const message = page.locator("[data-testid=form-page-form] [name=message]");
    await expect.poll(async () => normalize(await message.inputValue())).toContain(normalize(cents));
  });
}
