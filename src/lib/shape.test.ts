import { describe, expect, it } from "vitest";
import { boolean, check, either, finiteNumber, literal, nullable, numberBetween, object, optional, parseJsonWith, string, text } from "./shape";

describe("shape checks", () => {
  const record = object({ name: text, count: numberBetween(0, 10), kind: literal("a", "b"), note: optional(string), score: nullable(either(finiteNumber, string)) });

  it("accepts a fitting object, trims text and drops keys it does not list", () => {
    expect(check(record, { name: " Ada ", count: 3, kind: "a", score: null, extra: "x" })).toEqual({ name: "Ada", count: 3, kind: "a", score: null });
    expect(check(record, { name: "Ada", count: 0, kind: "b", note: "n", score: "high" })).toEqual({ name: "Ada", count: 0, kind: "b", note: "n", score: "high" });
  });

  it.each([
    ["a missing field", { count: 3, kind: "a", score: 1 }],
    ["blank text", { name: "  ", count: 3, kind: "a", score: 1 }],
    ["a number out of range", { name: "Ada", count: 11, kind: "a", score: 1 }],
    ["an unknown literal", { name: "Ada", count: 1, kind: "c", score: 1 }],
    ["a wrong optional", { name: "Ada", count: 1, kind: "a", note: 5, score: 1 }],
    ["an infinite number", { name: "Ada", count: 1, kind: "a", score: Infinity }],
    ["an array", []],
    ["null", null],
    ["a string", "Ada"],
  ])("rejects %s", (_, value) => {
    expect(check(record, value)).toBeNull();
  });

  it("parses stored JSON: malformed, empty or invalid is null, never an exception", () => {
    const consent = object({ ad: boolean });
    expect(parseJsonWith(consent, '{"ad":true}')).toEqual({ ad: true });
    for (const value of [undefined, null, "", "{", '{"ad":"yes"}', "[]", "null", '"x"', "%7B%7D"]) expect(parseJsonWith(consent, value)).toBeNull();
  });
});
