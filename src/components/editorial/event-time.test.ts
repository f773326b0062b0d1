import { describe, expect, it } from "vitest";
import { hasEnded } from "./event-time";

describe("hasEnded", () => {
  it("is over once the end has passed; an event without a date never ends", () => {
    const end = "2027-01-01T11:00:00.000Z";
    expect(hasEnded(end, Date.parse(end) - 1)).toBe(false);
    expect(hasEnded(end, Date.parse(end))).toBe(true);
    expect(hasEnded(null, Date.now())).toBe(false);
  });
});
