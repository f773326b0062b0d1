import { describe, expect, it } from "vitest";
import { quoted } from "./quoted";

describe("quoted", () => {
  it("uses the locale's quotation marks", () => {
    expect(quoted("Great", "en")).toBe("“Great”");
    expect(quoted("Super", "de")).toBe("„Super“");
    expect(quoted("Génial", "fr")).toBe("« Génial »");
  });

  it("keeps the marks the content already has", () => {
    expect(quoted(" “Already quoted.” ", "en")).toBe("“Already quoted.”");
    expect(quoted("« Déjà cité. »", "fr")).toBe("« Déjà cité. »");
  });
});
