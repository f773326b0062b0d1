import { describe, expect, it } from "vitest";
import { formEncode } from "./serialize";

describe("formEncode", () => {
  it("writes text as URLSearchParams does in a query", () => {
    for (const text of ['[[:d = at(document.id, "YB1x-_.~!*\'()")]]', "héllo wörld & more=1+2/3?#", "", "AbC09", "\u{1F600} ☃"]) {
      expect(formEncode(text), text).toBe(new URLSearchParams({ q: text }).toString().slice(2));
    }
  });
});
