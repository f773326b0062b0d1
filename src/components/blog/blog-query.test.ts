import { describe, expect, it } from "vitest";
import { blogQueryString, isDefaultState, parseBlogQuery } from "./blog-query";

describe("parseBlogQuery", () => {
  it("reads page, category and search text", () => {
    expect(parseBlogQuery("?page=3&category=onboarding&q=%20peer%20")).toEqual({ page: 3, category: "onboarding", q: "peer" });
  });
  it("falls back on odd values", () => {
    expect(parseBlogQuery("?page=-1&category=Bad%20Uid&q=")).toEqual({ page: 1 });
    expect(parseBlogQuery("?page=2.5")).toEqual({ page: 1 });
    expect(parseBlogQuery("")).toEqual({ page: 1 });
  });
  it("caps the search text", () => {
    expect(parseBlogQuery(`?q=${"a".repeat(500)}`).q).toHaveLength(200);
  });
});

describe("blogQueryString", () => {
  it("round-trips and omits defaults", () => {
    expect(blogQueryString({ page: 1 })).toBe("");
    const state = { page: 2, category: "onboarding", q: "peer & co" };
    expect(parseBlogQuery(blogQueryString(state))).toEqual(state);
  });
  it("knows the pre-rendered state", () => {
    expect(isDefaultState({ page: 1 })).toBe(true);
    expect(isDefaultState({ page: 1, q: "x" })).toBe(false);
  });
});
