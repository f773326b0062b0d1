import { afterEach, describe, expect, it, vi } from "vitest";
import { parsePreviewCookie } from "./preview";

describe("io.prismic.preview cookie", () => {
  afterEach(() => vi.restoreAllMocks());

  it("reads the ref from the JSON form and the plain form", () => {
    const ref = "https://quillio.prismic.io/previews/abc?websitePreviewId=xyz";
    expect(parsePreviewCookie(encodeURIComponent(JSON.stringify({ "quillio.prismic.io": { preview: ref } })))).toBe(ref);
    expect(parsePreviewCookie(ref)).toBe(ref);
    expect(parsePreviewCookie(undefined)).toBeUndefined();
  });

  it("logs a malformed cookie as a warning and ignores it", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(parsePreviewCookie("%7B%22broken")).toBeUndefined();
    expect(parsePreviewCookie('{"repo":{"nopreview":1}}')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0][0]).toContain("io.prismic.preview");
    expect(error).not.toHaveBeenCalled();
  });
});
