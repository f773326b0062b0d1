import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { compressToEncodedURIComponent } from "lz-string";
import { chromiumFlags, testChromiumPath } from "../scripts/chromium.mjs";
import { simulatorClientScript } from "./support/simulator-client";

/** Slice Machine's local app: its origin is one the simulator may be framed by. */
const SLICE_MACHINE = "http://localhost:9999";

/** A string only the simulator's own code carries (its root element's class). */
const SIMULATOR_CODE = "slice-simulator--root";

interface Slice {
  slice_type: string;
  primary: Record<string, unknown>;
}

/** The slices of a seeded page, as the Content API (and Slice Machine's state) has them. */
function seededSlices(): Slice[] {
  const documents = JSON.parse(readFileSync("content/documents/page/about-us.json", "utf8")) as { lang: string; data: { body: Slice[] } }[];
  return documents.find((document) => document.lang === "en-us")!.data.body;
}

/** The scripts a page downloads, with whether each is simulator code. */
function recordScripts(page: Page): Promise<boolean>[] {
  const flags: Promise<boolean>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") flags.push(response.text().then((body) => body.includes(SIMULATOR_CODE), () => false));
  });
  return flags;
}

// Slice Machine's page is served by the test's router, which Chromium counts as a public site: let it frame localhost.
test.use({ launchOptions: { executablePath: testChromiumPath, args: [...chromiumFlags, "--disable-features=LocalNetworkAccessChecks"] } });

test.describe("Slice Machine's simulator in Slice Machine's frame", () => {
  test("renders the slices Slice Machine sends with the site's components, and is never indexed", async ({ page, baseURL }) => {
    const slices = seededSlices().filter((slice) => slice.slice_type === "text");
    const scripts = recordScripts(page);
    // Slice Machine's page: it frames the simulator and sends it slices over the simulator protocol.
    await page.route(`${SLICE_MACHINE}/`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Slice Machine</title>" }),
    );
    await page.goto(`${SLICE_MACHINE}/`);
    await page.addScriptTag({ content: simulatorClientScript() });
    await page.evaluate(
      async ({ sent, src }) => {
        const { SimulatorClient } = window as unknown as { SimulatorClient: new (frame: HTMLIFrameElement) => { connect(): Promise<unknown>; setSliceZone(slices: unknown): Promise<unknown> } };
        // As Slice Machine does: the client listens to the frame before it loads.
        const frame = document.createElement("iframe");
        frame.id = "simulator";
        frame.style.cssText = "width:1200px;height:900px";
        const client = new SimulatorClient(frame);
        frame.src = src;
        document.body.append(frame);
        await client.connect();
        await client.setSliceZone(sent);
      },
      { sent: slices, src: `${baseURL}/slice-simulator/` },
    );
    const simulator = page.frameLocator("#simulator");
    await expect(simulator.locator('[data-slice-type="text"]')).toHaveCount(slices.length);
    await expect(simulator.getByRole("heading", { name: String(slices[0].primary.title) })).toBeVisible();
    expect((await Promise.all(scripts)).some(Boolean)).toBe(true);

    // The same slices in the address (as Slice Machine leaves them) render again after a reload, never indexed.
    const response = await page.goto(`${baseURL}/slice-simulator/?state=${compressToEncodedURIComponent(JSON.stringify(slices))}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["x-frame-options"]).toBeUndefined();
    expect(response?.headers()["content-security-policy"]).toContain(`frame-ancestors 'self' ${SLICE_MACHINE} https://*.prismic.io`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

});

test.describe("Slice Machine's simulator", () => {
  test("no other page may be framed by Slice Machine's origin", async ({ request }) => {
    const response = await request.get("/company/about-us/");
    expect(response.headers()["x-frame-options"]).toBe("SAMEORIGIN");
    expect(response.headers()["content-security-policy"]).not.toContain(SLICE_MACHINE);
  });

  test("a state that is not Slice Machine's starts an empty simulator, not an error", async ({ page }) => {
    for (const state of ["not-lz-data", compressToEncodedURIComponent('{"not":"a list"}')]) {
      const response = await page.goto(`/slice-simulator/?state=${state}`);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).search).toBe("");
      await expect(page.locator("[data-slice-type]")).toHaveCount(0);
    }
  });

  test("the site's pages never load the simulator's code", async ({ page }) => {
    for (const path of ["/", "/company/about-us/", "/de/blog/"]) {
      const scripts = recordScripts(page);
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect((await Promise.all(scripts)).some(Boolean), path).toBe(false);
    }
  });
});
