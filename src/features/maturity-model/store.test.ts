import { beforeEach, describe, expect, it, vi } from "vitest";
import { useMaturityModelStore } from "./store";

const KEY = "maturity_model:en";

beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal("sessionStorage", { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => items.set(key, value) });
});

describe("maturity model store: the assessment's id", () => {
  it("is kept with the answers, so a reload sends the same assessment again", () => {
    const store = useMaturityModelStore.getState();
    store.load(KEY, 2);
    const id = useMaturityModelStore.getState().assessmentId;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    useMaturityModelStore.getState().setLevel(3);
    // A reload: a fresh page loads the tab's saved state.
    useMaturityModelStore.setState({ assessmentId: "", themes: [] });
    useMaturityModelStore.getState().load(KEY, 2);
    expect(useMaturityModelStore.getState()).toMatchObject({ assessmentId: id, themes: [{ index: 0, selectedLevelIndex: 3 }, { index: 1, selectedLevelIndex: null }] });
  });

  it("is new after a restart (another assessment) and when the saved one is not an id", () => {
    useMaturityModelStore.getState().load(KEY, 2);
    const id = useMaturityModelStore.getState().assessmentId;
    useMaturityModelStore.getState().restart();
    const restarted = useMaturityModelStore.getState().assessmentId;
    expect(restarted).not.toBe(id);
    sessionStorage.setItem(KEY, JSON.stringify({ themes: [{ selectedLevelIndex: 1 }, { selectedLevelIndex: null }], assessmentId: "'; drop table" }));
    useMaturityModelStore.getState().load(KEY, 2);
    expect(useMaturityModelStore.getState().assessmentId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4/);
  });
});
