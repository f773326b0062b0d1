import { describe, expect, it } from "vitest";
import { checkoutHref, clampSeats, teamPlanTotal } from "./seats";

describe("team plan seats", () => {
  const bounds = { min: 2, max: 50 };

  it("keeps seats whole and within the plan's bounds", () => {
    expect(clampSeats(10, bounds)).toBe(10);
    expect(clampSeats(0, bounds)).toBe(2);
    expect(clampSeats(500, bounds)).toBe(50);
    expect(clampSeats(7.6, bounds)).toBe(8);
    expect(clampSeats(Number.NaN, bounds)).toBe(2);
  });

  it("totals to the cent", () => {
    expect(teamPlanTotal(10, 6)).toBe(60);
    expect(teamPlanTotal(3, 6.9)).toBe(20.7);
  });

  it("hands the seats to the checkout link, keeping its query", () => {
    expect(checkoutHref("https://app.example/signup?plan=team&lang=de", 12)).toBe("https://app.example/signup?plan=team&lang=de&seats=12");
    expect(checkoutHref("https://app.example/signup?seats=3", 12)).toBe("https://app.example/signup?seats=12");
  });
});
