import { describe, expect, it } from "vitest";
import robots from "./robots";

describe("robots.txt", () => {
  it("names the site's host (not a URL) and its sitemap's absolute URL", () => {
    const rules = robots();
    expect(rules.host).toBe("localhost:3000");
    expect(rules.host).not.toMatch(/^https?:/);
    expect(rules.sitemap).toBe("http://localhost:3000/sitemap.xml");
  });
});
