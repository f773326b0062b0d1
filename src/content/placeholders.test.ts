import { describe, expect, it } from "vitest";
import { fillPlaceholder } from "./placeholders";

describe("fillPlaceholder", () => {
  it("fills plain fields and rich text, nested at any depth", () => {
    const data = { meta_description: "On {count} themes.", subtitle: [{ type: "paragraph", text: "Assess {count} themes, {count} levels", spans: [] }], other: 5, list: [{ label: "{count}" }] };
    expect(fillPlaceholder(data, "count", "3")).toEqual({
      meta_description: "On 3 themes.",
      subtitle: [{ type: "paragraph", text: "Assess 3 themes, 3 levels", spans: [] }],
      other: 5,
      list: [{ label: "3" }],
    });
  });

  it("moves the spans after a placeholder so they cover the same words", () => {
    const node = { type: "paragraph", text: "On {count} themes: free", spans: [{ start: 0, end: 2, type: "em" }, { start: 19, end: 23, type: "strong" }] };
    const filled = fillPlaceholder(node, "count", "12");
    expect(filled.text).toBe("On 12 themes: free");
    expect(filled.spans.map((span) => filled.text.slice(span.start, span.end))).toEqual(["On", "free"]);
  });

  it("leaves text without the placeholder, and other placeholders, as they are", () => {
    const data = { text: "Page {page}", spans: [{ start: 0, end: 4 }] };
    expect(fillPlaceholder(data, "count", "3")).toEqual(data);
  });
});
