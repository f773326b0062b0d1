import { afterEach, describe, expect, it, vi } from "vitest";
import { storageInventory } from "@/lib/storage-inventory";
import { isNecessaryStorage, necessaryStorage } from "@/lib/storage-necessary";
import { holdsOptionalStorage } from "./forget-refused";

/** A browser's storage area holding these keys. */
function storageWith(keys: string[]): Storage {
  return { length: keys.length, key: (index: number) => keys[index] ?? null } as Storage;
}

function browserWith({ cookie = "", local = [] as string[], session = [] as string[] | "unavailable" }) {
  vi.stubGlobal("document", { cookie });
  const sessionStorage = session === "unavailable" ? undefined : storageWith(session);
  vi.stubGlobal("window", {
    localStorage: storageWith(local),
    get sessionStorage() {
      if (!sessionStorage) throw new DOMException("denied", "SecurityError");
      return sessionStorage;
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("the necessary entries a page checks before it loads the inventory", () => {
  it("are exactly the inventory's necessary category", () => {
    expect(storageInventory.filter((item) => item.category === "necessary")).toEqual(necessaryStorage);
    expect(necessaryStorage.every((item) => item.category === "necessary")).toBe(true);
    expect(isNecessaryStorage("sessionStorage", "form_draft:contact")).toBe(true);
    expect(isNecessaryStorage("localStorage", "form_draft:contact")).toBe(false);
  });

  it("find nothing to erase on a browser that holds only necessary entries", () => {
    browserWith({ cookie: "geo_country=DE; viewport=mobile; consents=%7B%7D", local: ["promotion_dismissed"], session: ["form_draft:demo", "reload-guard:/"] });
    expect(holdsOptionalStorage()).toBe(false);
  });

  it("find something once a measurement cookie or key is there, or any name the site does not know", () => {
    browserWith({ cookie: "geo_country=DE; _ga=GA1.1.5" });
    expect(holdsOptionalStorage()).toBe(true);
    browserWith({ cookie: "geo_country=DE", local: ["traffic_source_initial"] });
    expect(holdsOptionalStorage()).toBe(true);
    browserWith({ session: ["something_else"] });
    expect(holdsOptionalStorage()).toBe(true);
  });

  it("still read the cookies and the other area when one storage area is unavailable (a privacy mode)", () => {
    browserWith({ cookie: "AMP_abc=1", session: "unavailable" });
    expect(holdsOptionalStorage()).toBe(true);
    browserWith({ cookie: "geo_country=DE", session: "unavailable" });
    expect(holdsOptionalStorage()).toBe(false);
  });
});
