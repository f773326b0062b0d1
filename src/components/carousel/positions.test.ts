import { describe, expect, it } from "vitest";
import { carouselPositions, slideLabel } from "./positions";

describe("carousel positions", () => {
  it("steps by slideBy and ends on the last full view", () => {
    expect(carouselPositions(7, 3, 2).positions).toEqual([0, 2, 4]);
    expect(carouselPositions(4, 1, 1).positions).toEqual([0, 1, 2, 3]);
    expect(carouselPositions(6, 3, 3).positions).toEqual([0, 3]);
  });

  it("copes with fewer slides than visible, none, and odd options", () => {
    expect(carouselPositions(2, 3, 1).positions).toEqual([0]);
    expect(carouselPositions(0, 3, 1).positions).toEqual([]);
    expect(carouselPositions(5, 0, 0).positions).toEqual([0, 1, 2, 3, 4]);
  });

  it("fills the slide label", () => {
    expect(slideLabel("{index} sur {total}", 2, 5)).toBe("2 sur 5");
  });
});
