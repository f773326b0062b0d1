import { describe, expect, it } from "vitest";
import { sharePopupFeatures, shareUrl } from "./share";

const page = "https://www.quillio.example/blog/peer-learning?x=1&y=2";

describe("shareUrl", () => {
  it("encodes the page URL for each network", () => {
    const encoded = encodeURIComponent(page);
    expect(shareUrl("linkedin", page, "T")).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
    expect(shareUrl("facebook", page, "T")).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
  });
  it("adds the encoded title on X", () => {
    const url = new URL(shareUrl("x", page, "Peer learning & you"));
    expect(url.searchParams.get("url")).toBe(page);
    expect(url.searchParams.get("text")).toBe("Peer learning & you");
  });
});

describe("sharePopupFeatures", () => {
  it("opens a 626x436 popup centred on the window", () => {
    expect(sharePopupFeatures({ left: 100, top: 50, width: 1226, height: 936 })).toBe(
      "popup=yes,width=626,height=436,left=400,top=300",
    );
  });
  it("never places the popup off screen", () => {
    expect(sharePopupFeatures({ left: 0, top: 0, width: 320, height: 400 })).toContain("left=0,top=0");
  });
});
