import { describe, expect, it } from "vitest";
import { pageWindow, paginate } from "./pagination";

const numbers = Array.from({ length: 30 }, (_, i) => i + 1);

describe("paginate", () => {
  it("slices the requested page and counts pages", () => {
    expect(paginate(numbers, 2, 12)).toEqual({ items: numbers.slice(12, 24), page: 2, totalPages: 3, total: 30 });
  });
  it("clamps out-of-range and odd pages", () => {
    expect(paginate(numbers, 99, 12).page).toBe(3);
    expect(paginate(numbers, 0, 12).page).toBe(1);
    expect(paginate(numbers, Number.NaN, 12).page).toBe(1);
    expect(paginate(numbers, 2.7, 12).page).toBe(2);
  });
  it("has one empty page for an empty list", () => {
    expect(paginate([], 1)).toEqual({ items: [], page: 1, totalPages: 1, total: 0 });
  });
});

describe("pageWindow", () => {
  it("shows every page of a short list", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
  it("elides long runs but never a single page", () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, null, 10]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
  });
});
