import { execFileSync } from "node:child_process";
import { dirname } from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { buildPath } from "../src/routing/routes";
import { gotoHydrated } from "./support/navigation";
import { e2eDatabasePath, queryStore, seedData } from "./support/forms";
import { dashboardKeyFor, E2E_DASHBOARD_SECRET, solvedChallengeHeader } from "./support/redemption";

type Lang = "en" | "de" | "fr";
const dataDir = dirname(e2eDatabasePath());
const APP_ID = "6450000001";

interface Texts {
  copy_label: string;
  copied_label: string;
  no_code_left_message: string;
  dashboard_redeemed_codes_label: string;
}
const texts = (lang: Lang) => seedData<Texts>("redemption_code_texts", "redemption_code_texts", lang);

let clientNumber = 0;
/** A client address of its own, for the per-address limit. */
const nextAddress = () => `198.19.${(process.pid + clientNumber) % 250}.${++clientNumber % 250}`;

/** A fresh visitor (no cookie) asking for a code through the API, with the proof of work a new code needs. */
async function claimAsNewVisitor(playwright: { request: { newContext(options: object): Promise<APIRequestContext> } }, baseURL: string, campaign: string, locale: Lang) {
  const context = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": nextAddress() } });
  try {
    const response = await context.post("/api/redemption/code", { data: { campaign, locale }, headers: { "x-altcha": await solvedChallengeHeader(context) } });
    return { status: response.status(), body: (await response.json()) as { code?: string; redeemUrl?: string; error?: { code: string } }, cookie: response.headers()["set-cookie"] ?? "" };
  } finally {
    await context.dispose();
  }
}

/** The operator's command, as documented, run with the e2e server's key. */
function dashboardLink(campaign: string, locale: Lang): string {
  const output = execFileSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/codes-dashboard-link.ts", "--campaign", campaign, "--locale", locale], {
    env: { ...process.env, DATA_DIR: dataDir, SITE_URL: "http://localhost:3000", REDEMPTION_DASHBOARD_SECRET: E2E_DASHBOARD_SECRET },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  const url = new URL(output.trim());
  return `${url.pathname}${url.search}`;
}

async function statFigure(page: Page, id: "total" | "claimed" | "remaining"): Promise<number> {
  const figure = page.getByTestId(`redemption-stat-${id}`);
  await expect(figure).toHaveText(/\d/);
  return Number((await figure.textContent())!.replace(/\D/g, ""));
}

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": nextAddress() });
});

for (const lang of ["en", "fr"] as const) {
  test(`${lang}: a visitor gets one code, copies it, keeps it after a reload, and the redeem link carries it`, async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    // The page fetches its proof-of-work challenge by itself once idle (before any click) and solves it in the background.
    const challenge = page.waitForResponse((response) => response.url().includes("/api/challenge?purpose=redemption"));
    await gotoHydrated(page, buildPath("redemption_code", lang, { uid: "kestrel-pharma" })!);
    expect((await challenge).status()).toBe(200);
    const claimRequest = page.waitForRequest((request) => request.url().endsWith("/api/redemption/code") && request.method() === "POST");
    await page.getByTestId("redemption-get-code").click();
    expect((await claimRequest).headers()["x-altcha"]).toMatch(/^[A-Za-z0-9+/=]+$/);
    const value = page.getByTestId("redemption-code-value").locator("code");
    await expect(value).toHaveText(/^[A-Z0-9]{12}$/);
    const code = (await value.textContent())!;

    const copy = page.getByTestId("redemption-copy");
    await expect(copy).toHaveText(texts(lang).copy_label);
    await copy.click();
    await expect(copy).toHaveText(texts(lang).copied_label);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    const redeem = new URL((await page.getByTestId("redemption-redeem").getAttribute("href"))!);
    expect(`${redeem.origin}${redeem.pathname}`).toBe("https://apps.apple.com/redeem");
    expect(Object.fromEntries(redeem.searchParams)).toEqual({ ctx: "offercodes", id: APP_ID, code });

    // The visitor's cookie is httpOnly and scoped to the code endpoint; the page itself stays cacheable.
    const cookie = (await context.cookies()).find((entry) => entry.name === "redemption_visitor");
    expect(cookie).toMatchObject({ httpOnly: true, path: "/api/redemption/", sameSite: "Lax" });

    await page.reload();
    await expect(page.getByTestId("redemption-code-value").locator("code")).toHaveText(code);
    // Asking again (another tab, a double click) gives the same code.
    const again = await page.request.post("/api/redemption/code", { data: { campaign: "kestrel-pharma", locale: lang } });
    expect(again.status()).toBe(200);
    expect((await again.json()).code).toBe(code);
    const rows = await queryStore<{ n: number }>("select count(*) as n from redemption_codes where code = ? and claimed_by is not null", [code]);
    expect(Number(rows[0].n)).toBe(1);
  });
}

test("50 visitors asking at the same moment get 50 distinct codes, none handed out twice", async ({ playwright, baseURL }) => {
  const answers = await Promise.all(Array.from({ length: 50 }, () => claimAsNewVisitor(playwright, baseURL!, "kestrel-pharma", "en")));
  expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(201));
  const codes = answers.map((answer) => answer.body.code!);
  expect(new Set(codes).size).toBe(50);
  for (const answer of answers) expect(answer.cookie).toMatch(/^redemption_visitor=[\w-]{43}; Path=\/api\/redemption\/; Max-Age=\d+; HttpOnly; SameSite=Lax/);
  const twice = await queryStore("select code from redemption_codes where claimed_by is not null group by campaign, code having count(*) > 1");
  expect(twice).toEqual([]);
  const holders = await queryStore<{ claimed_by: string }>(`select claimed_by from redemption_codes where code in (${codes.map(() => "?").join(",")})`, codes);
  expect(new Set(holders.map((row) => row.claimed_by)).size).toBe(50);
});

test("an exhausted pool shows the content's message in each language, and earlier visitors keep their code", async ({ page, playwright, baseURL, browser }) => {
  // The shipped orbis-hotels pool has 3 codes: the first visitor takes one if any is left, the API takes the rest.
  await gotoHydrated(page, buildPath("redemption_code", "en", { uid: "orbis-hotels" })!);
  await page.getByTestId("redemption-get-code").click();
  const earlier = page.getByTestId("redemption-code-value").or(page.getByTestId("redemption-exhausted"));
  await expect(earlier).toBeVisible();
  const kept = (await page.getByTestId("redemption-code-value").count()) ? await page.getByTestId("redemption-code-value").locator("code").textContent() : null;

  let answer = await claimAsNewVisitor(playwright, baseURL!, "orbis-hotels", "de");
  for (let tries = 0; answer.status === 201 && tries < 5; tries += 1) answer = await claimAsNewVisitor(playwright, baseURL!, "orbis-hotels", "de");
  expect(answer.status).toBe(409);
  expect(answer.body.error?.code).toBe("pool_exhausted");

  for (const lang of ["en", "de", "fr"] as const) {
    const visitor = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": nextAddress() } });
    const other = await visitor.newPage();
    await gotoHydrated(other, buildPath("redemption_code", lang, { uid: "orbis-hotels" })!);
    await other.getByTestId("redemption-get-code").click();
    await expect(other.getByTestId("redemption-exhausted")).toHaveText(texts(lang).no_code_left_message);
    await visitor.close();
  }
  if (kept) {
    await page.reload();
    await expect(page.getByTestId("redemption-code-value").locator("code")).toHaveText(kept);
  }
});

test("a new code needs a solved challenge, used once; one address gets at most its budget of codes, and the page says so", async ({ playwright, baseURL, browser }) => {
  const address = nextAddress();
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": address } });
  try {
    // Each POST from a request context of its own: no visitor cookie carried over, so each is a new visitor from
    // the same address (a context keeps the cookies it is given, and a visitor with a code gets it back).
    const post = async (headers: Record<string, string> = {}) => {
      const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": address } });
      try {
        const response = await visitor.post("/api/redemption/code", { data: { campaign: "kestrel-pharma", locale: "en" }, headers });
        const body = await response.text();
        return { status: () => response.status(), headers: () => response.headers(), json: async () => JSON.parse(body) as { error: { code: string } } };
      } finally {
        await visitor.dispose();
      }
    };
    const bare = await post();
    expect(bare.status()).toBe(403);
    expect((await bare.json()).error.code).toBe("challenge_required");
    expect(bare.headers()["set-cookie"]).toBeUndefined();

    const proof = await solvedChallengeHeader(api);
    const statuses = [(await post({ "x-altcha": proof })).status()];
    const replay = await post({ "x-altcha": proof });
    expect(replay.status()).toBe(403);
    expect((await replay.json()).error.code).toBe("challenge_used");

    for (let i = 0; i < 11; i += 1) statuses.push((await post({ "x-altcha": await solvedChallengeHeader(api) })).status());
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  } finally {
    await api.dispose();
  }

  // A visitor from that address sees why there is no code for now.
  const visitor = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": address } });
  const page = await visitor.newPage();
  await gotoHydrated(page, buildPath("redemption_code", "en", { uid: "kestrel-pharma" })!);
  await page.getByTestId("redemption-get-code").click();
  await expect(page.getByTestId("redemption-refused")).toContainText("from your network");
  await visitor.close();
});

test("the dashboard answers 404 without a signed link, to a forged, expired or another campaign's link, and its counts API too", async ({ request }) => {
  const otherCampaign = new URL(dashboardLink("orbis-hotels", "en"), "http://x").searchParams.get("key")!;
  const expired = dashboardKeyFor("kestrel-pharma", Date.now() - 1000);
  const wrongPurpose = dashboardKeyFor("kestrel-pharma", Date.now() + 3_600_000, "gated-download");
  const forged = `${Buffer.from(JSON.stringify({ p: "redemption-dashboard", s: "kestrel-pharma", x: Date.now() + 3_600_000 })).toString("base64url")}.AAAA`;
  for (const lang of ["en", "fr"] as const) {
    const path = buildPath("redemption_dashboard", lang, { uid: "kestrel-pharma" })!;
    for (const key of [null, "", "nonsense", forged, expired, otherCampaign, wrongPurpose, "%ZZ"]) {
      const response = await request.get(key === null ? path : `${path}?key=${key}`);
      expect(response.status(), `${lang} key=${key}`).toBe(404);
      expect(await response.text()).not.toContain("redemption-dashboard");
    }
  }
  for (const key of ["", "nonsense", forged, expired, otherCampaign]) {
    const stats = await request.get(`/api/redemption/stats?${new URLSearchParams({ campaign: "kestrel-pharma", locale: "en", key })}`);
    expect(stats.status()).toBe(404);
  }
  expect((await request.get("/api/redemption/stats?campaign=kestrel-pharma&locale=en")).status()).toBe(404);
});

for (const lang of ["en", "fr"] as const) {
  test(`${lang}: a signed dashboard link shows live counts that follow the codes handed out`, async ({ page, playwright, baseURL }) => {
    // A visitor who has answered the cookie banner: it no longer covers the bottom of the page.
    const consents = encodeURIComponent(JSON.stringify({ ad: false, analytics: false, necessary: true }));
    await page.context().addCookies([{ name: "consents", value: consents, url: baseURL! }]);
    const link = dashboardLink("kestrel-pharma", lang);
    const response = await gotoHydrated(page, link);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
    await expect(page.getByTestId("redemption-dashboard")).toBeVisible();

    const total = await statFigure(page, "total");
    const claimed = await statFigure(page, "claimed");
    expect(total).toBe(2000);
    expect(await statFigure(page, "remaining")).toBe(total - claimed);

    expect((await claimAsNewVisitor(playwright, baseURL!, "kestrel-pharma", lang)).status).toBe(201);
    await page.getByRole("button", { name: lang === "en" ? "Refresh now" : "Actualiser" }).click();
    await expect(page.getByTestId("redemption-stat-claimed")).not.toHaveText(new Intl.NumberFormat(lang === "en" ? "en-US" : "fr-FR").format(claimed));
    expect(await statFigure(page, "claimed")).toBeGreaterThanOrEqual(claimed + 1);
    expect(await statFigure(page, "remaining")).toBe(total - (await statFigure(page, "claimed")));
    // Today's row counts at least the code just handed out.
    const today = page.getByTestId("redemption-per-day").locator("tbody tr").first();
    await expect(today.locator("td")).toHaveText(/[1-9]/);
    // Codes per hour over the last 24 hours: the last one counts the code just handed out.
    const hours = page.getByTestId("redemption-per-hour").locator("li");
    await expect(hours).toHaveCount(24);
    await expect(page.getByTestId("redemption-last-hour")).toHaveText(/[1-9]/);
    // The figures carry the content's labels.
    await expect(page.locator("dl dt").nth(1)).toHaveText(texts(lang).dashboard_redeemed_codes_label);
  });
}
