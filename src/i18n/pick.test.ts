import { describe, expect, it } from "vitest";
import { pickMessages } from "./pick";

describe("pickMessages", () => {
  const messages = { a: { b: "B", c: { d: "D" } }, e: "E", f: ["compiled ", ["x"]] };

  it("keeps only the named namespaces and keys, nested as in the file", () => {
    expect(pickMessages(messages, ["a.c.d", "e"])).toEqual({ a: { c: { d: "D" } }, e: "E" });
    expect(pickMessages(messages, ["a.b", "a.c"])).toEqual({ a: { b: "B", c: { d: "D" } } });
    expect(pickMessages(messages, ["f"])).toEqual({ f: ["compiled ", ["x"]] });
  });

  it("skips paths that do not exist", () => {
    expect(pickMessages(messages, ["x", "a.x", "e.x"])).toEqual({});
  });
});
