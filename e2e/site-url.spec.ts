import { expect, test } from "@playwright/test";
import { startBareServer } from "./support/bare-server";

test.describe("the site's public address", () => {
  test("a bare next start without SITE_URL refuses to start and says why", async () => {
    test.setTimeout(120_000);
    const server = startBareServer({ DATA_DIR: ".data/e2e-site-url" });
    try {
      // Should the check ever wait for a first request, one is made: the server must stop either way.
      void server.ready.then((origin) => fetch(`${origin}/robots.txt`)).catch(() => {});
      expect(await server.exited).not.toBe(0);
      expect(server.output()).toContain("SITE_URL: not set. A production server needs the site's public address");
    } finally {
      await server.stop();
    }
  });
});
