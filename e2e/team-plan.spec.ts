import { expect, test } from "@playwright/test";
import { buildPath } from "../src/routing/routes";
import { seedData } from "./support/forms";
import { gotoHydrated } from "./support/navigation";

type Lang = "en" | "de" | "fr";
const htmlLang = { en: "en-US", de: "de-DE", fr: "fr-FR" } as const;
const normalize = (text: string | null) => (text ?? "").replace(/\s/g, " ").trim();

interface TeamPlanData {
  price_per_seat: number;
  currency: string;
  min_seats: number;
  max_seats: number;
  default_seats: number;
  seats_label: string;
  checkout_label: string;
}

for (const lang of ["en", "de", "fr"] as Lang[]) {
  test(`${lang}: the seats set the total and travel to the checkout`, async ({ page }) => {
    const data = seedData<TeamPlanData>("team_plan", "team_plan", lang);
    const money = (value: number) => new Intl.NumberFormat(htmlLang[lang], { style: "currency", currency: data.currency }).format(value);
    await gotoHydrated(page, buildPath("team_plan", lang)!);
    const seats = page.getByLabel(data.seats_label, { exact: true });
    const total = page.getByTestId("team-plan-total");
    const checkout = page.getByRole("link", { name: data.checkout_label });
    const expectTotal = (value: number) => expect.poll(async () => normalize(await total.textContent())).toBe(normalize(money(value)));

    await expect(seats).toHaveValue(String(data.default_seats));
    await expectTotal(data.default_seats * data.price_per_seat);

    await page.locator("[data-testid=team-plan-seats] button").nth(1).click();
    await expect(seats).toHaveValue(String(data.default_seats + 1));
    await expectTotal((data.default_seats + 1) * data.price_per_seat);

    await seats.fill("25");
    await expectTotal(25 * data.price_per_seat);
    expect(new URL((await checkout.getAttribute("href"))!).searchParams.get("seats")).toBe("25");

    // Beyond the plan's bounds the selector holds the limit.
    await seats.fill("999");
    await seats.blur();
    await expect(seats).toHaveValue(String(data.max_seats));
    await expect(page.locator("[data-testid=team-plan-seats] button").nth(1)).toBeDisabled();
    expect(new URL((await checkout.getAttribute("href"))!).searchParams.get("seats")).toBe(String(data.max_seats));

    await seats.fill("1");
    await seats.blur();
    await expect(seats).toHaveValue(String(data.min_seats));
    await expect(page.locator("[data-testid=team-plan-seats] button").first()).toBeDisabled();
  });
}
