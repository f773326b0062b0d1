import { describe, expect, it } from "vitest";
import { canGoNext, initialAssessment, nextTheme, overallLevel, restoreAssessment, selectLevel, selectTheme } from "./rules";

describe("maturity model rules", () => {
  it("marks the assessment started at the first level choice", () => {
    const state = initialAssessment(3);
    expect(state.hasUserStartedAssessment).toBe(false);
    expect(selectLevel(state, 2).hasUserStartedAssessment).toBe(true);
  });

  it("ignores a change to an out-of-range theme index", () => {
    const state = initialAssessment(3);
    for (const index of [-1, 3, 1.5, Number.NaN]) expect(selectTheme(state, index)).toBe(state);
    expect(selectTheme(state, 2).selectedThemeIndex).toBe(2);
  });

  it("disables next until the current theme has a level", () => {
    const state = initialAssessment(3);
    expect(canGoNext(state)).toBe(false);
    expect(nextTheme(state)).toBe(state);
    expect(canGoNext(selectLevel(state, 0))).toBe(true);
  });

  it("goes to the next theme without a level, cyclically", () => {
    let state = selectTheme(initialAssessment(3), 1);
    state = selectLevel(state, 3);
    state = nextTheme(state);
    expect(state.selectedThemeIndex).toBe(2);
    state = selectLevel(state, 4);
    // Theme 0 is the only one left: next wraps around to it.
    state = nextTheme(state);
    expect(state.selectedThemeIndex).toBe(0);
    expect(state.hasUserCompletedAssessment).toBe(false);
    state = selectLevel(state, 1);
    expect(state.hasUserCompletedAssessment).toBe(true);
    expect(nextTheme(state).selectedThemeIndex).toBe(0);
  });

  it("ignores levels outside 1-5", () => {
    const state = initialAssessment(2);
    expect(selectLevel(state, 5)).toBe(state);
    expect(selectLevel(state, -1)).toBe(state);
  });

  it("rounds the mean level", () => {
    expect(overallLevel([{ index: 0, selectedLevelIndex: 0 }, { index: 1, selectedLevelIndex: 3 }, { index: 2, selectedLevelIndex: 4 }])).toBe(3);
    expect(overallLevel([{ index: 0, selectedLevelIndex: 1 }, { index: 1, selectedLevelIndex: 2 }])).toBe(3);
  });

  it("restores a stored state only when it fits the model", () => {
    const stored = selectLevel(initialAssessment(2), 2);
    expect(restoreAssessment(JSON.parse(JSON.stringify(stored)), 2)).toEqual(stored);
    expect(restoreAssessment(stored, 3)).toBeNull();
    expect(restoreAssessment({ themes: [{ selectedLevelIndex: 9 }, { selectedLevelIndex: null }] }, 2)).toBeNull();
    expect(restoreAssessment("garbage", 2)).toBeNull();
    expect(restoreAssessment({ themes: [{ selectedLevelIndex: 1 }, {}], selectedThemeIndex: 7 }, 2)).toMatchObject({ selectedThemeIndex: 0, hasUserStartedAssessment: true });
  });
});
