import { describe, expect, it } from "vitest";
import { isLandingPage } from "./landing-rules";

describe("catch-all landing-page rules", () => {
  it("matches the locale and the category together", () => {
    expect(isLandingPage("en", "campaign")).toBe(true);
    expect(isLandingPage("de", "kampagne")).toBe(true);
    expect(isLandingPage("fr", "campagne")).toBe(true);
    expect(isLandingPage("de", "campaign")).toBe(false);
    expect(isLandingPage("en", "company")).toBe(false);
    expect(isLandingPage("en", null)).toBe(false);
  });
});
