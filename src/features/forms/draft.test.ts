import { describe, expect, it } from "vitest";
import { formDefinitions } from "@/lib/forms/definitions";
import { clearDraft, draftKey, parseDraft, readDraftText, saveDraft } from "./draft";

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) };
}

describe("form drafts", () => {
  const definition = formDefinitions.free_trial;
  const key = draftKey("cfg");

  it("keeps the answers except the password, and clears them", () => {
    const storage = memoryStorage();
    saveDraft(storage, key, definition, { firstName: "Ada", email: "ada@a.example", password: "secret words", country: "DE" });
    const text = readDraftText(storage, key);
    expect(text).not.toContain("secret");
    expect(parseDraft(definition, text)).toEqual({ firstName: "Ada", email: "ada@a.example", country: "DE" });
    clearDraft(storage, key);
    expect(readDraftText(storage, key)).toBeNull();
  });

  it("ignores malformed drafts, unknown fields, wrong types and storage that throws", () => {
    expect(parseDraft(definition, "{nope")).toEqual({});
    expect(parseDraft(definition, JSON.stringify({ firstName: 3, injected: "x", password: "p", lastName: "L" }))).toEqual({ lastName: "L" });
    const broken = { getItem: () => { throw new Error("denied"); }, setItem: () => { throw new Error("full"); }, removeItem: () => { throw new Error("denied"); } };
    expect(readDraftText(broken, key)).toBeNull();
    expect(() => saveDraft(broken, key, definition, {})).not.toThrow();
    expect(() => clearDraft(broken, key)).not.toThrow();
  });
});
