import { describe, expect, it } from "vitest";
import en from "../../messages/en.json";
import { PAGE_MESSAGES, pickMessages } from "./pick";

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

  it("hands every page a small part of the locale, each named path present", () => {
    const picked = pickMessages(en, PAGE_MESSAGES);
    for (const path of PAGE_MESSAGES) expect(path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], picked), path).toBeDefined();
    expect(JSON.stringify(picked).length).toBeLessThan(JSON.stringify(en).length / 4);
  });
});
