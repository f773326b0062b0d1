import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const getDocumentsByIDs = vi.fn();
const getSingleDocument = vi.fn();
vi.mock("@/content/documents", () => ({
  getDocumentsByIDs: (ids: string[]) => getDocumentsByIDs(ids),
  getSingleDocument: (type: string, locale: string) => getSingleDocument(type, locale),
  findDocument: async (load: () => Promise<unknown>) => load().catch(() => null),
}));

const { loadSliceContext } = await import("./slices");
const { linkedDocument } = await import("@/content/slice-context");

const link = (type: string, id: string) => ({ link_type: "Document", id, type, uid: id, lang: "en-us", tags: [], isBroken: false });
const quotes = { slice_type: "quotes", slice_label: null, id: "q", variation: "default", version: "1", primary: {}, items: [{ quote: link("quote", "q1") }, { quote: { ...link("quote", "gone"), isBroken: true } }] };

beforeEach(() => {
  getDocumentsByIDs.mockReset();
  getSingleDocument.mockReset();
});

describe("loadSliceContext", () => {
  it("loads the linked documents (not broken links) and the locale's interface strings", async () => {
    getDocumentsByIDs.mockResolvedValue([{ id: "q1", type: "quote", data: { author: "Ada" } }]);
    getSingleDocument.mockResolvedValue({ data: { carousel_next: "Next" } });
    const context = await loadSliceContext([quotes as never], "de");
    expect(getDocumentsByIDs).toHaveBeenCalledWith(["q1"]);
    expect(getSingleDocument).toHaveBeenCalledWith("ui_texts", "de");
    expect(context.locale).toBe("de");
    expect(context.ui).toEqual({ carousel_next: "Next" });
    expect(linkedDocument(quotes.items[0].quote as never, context, "quote")).toMatchObject({ data: { author: "Ada" } });
    expect(linkedDocument(quotes.items[1].quote as never, context, "quote")).toBeNull();
  });

  it("renders the page without linked documents when they cannot be loaded", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    getDocumentsByIDs.mockRejectedValue(new Error("repository down"));
    getSingleDocument.mockRejectedValue(new Error("repository down"));
    const context = await loadSliceContext([quotes as never], "en");
    expect(context).toEqual({ locale: "en", linked: {}, ui: null });
    expect(error).toHaveBeenCalled();
  });

  it("falls back to data fetched with the link (fetchLinks) and ignores another type", () => {
    const fetched = { ...link("quote", "q2"), data: { author: "Grace" } };
    expect(linkedDocument(fetched as never, {}, "quote")).toMatchObject({ id: "q2", data: { author: "Grace" } });
    expect(linkedDocument(fetched as never, {}, "logo_list")).toBeNull();
  });
});
