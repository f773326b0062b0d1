import { create } from "zustand";
import { initialAssessment, nextTheme, restoreAssessment, selectLevel, selectTheme, type AssessmentState } from "./rules";

/** The spec's maturityModel store (section 3): the assessment's state and the rules of section 4. */
export interface MaturityModelStore extends AssessmentState {
  /** Starts (or restores from this tab's sessionStorage) an assessment of the given number of themes. */
  load(storageKey: string, themeCount: number): void;
  setSelectedTheme(index: number): void;
  setLevel(levelIndex: number): void;
  next(): void;
  restart(): void;
}

let storageKey: string | null = null;

function persist(state: AssessmentState) {
  if (!storageKey) return;
  try {
    const { selectedThemeIndex, hasUserStartedAssessment, hasUserCompletedAssessment, themes } = state;
    sessionStorage.setItem(storageKey, JSON.stringify({ selectedThemeIndex, hasUserStartedAssessment, hasUserCompletedAssessment, themes }));
  } catch {
    // Storage disabled or full: the answers stay in the page, only the reload safety net is lost.
  }
}

function stored(key: string): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? "null");
  } catch {
    return null;
  }
}

export const useMaturityModelStore = create<MaturityModelStore>()((set, get) => {
  const apply = (change: (state: AssessmentState) => AssessmentState) => {
    const next = change(get());
    if (next === get()) return;
    set(next);
    persist(next);
  };
  return {
    ...initialAssessment(0),
    load(key, themeCount) {
      storageKey = key;
      set(restoreAssessment(stored(key), themeCount) ?? initialAssessment(themeCount));
    },
    setSelectedTheme: (index) => apply((state) => selectTheme(state, index)),
    setLevel: (levelIndex) => apply((state) => selectLevel(state, levelIndex)),
    next: () => apply(nextTheme),
    restart: () => apply((state) => initialAssessment(state.themes.length)),
  };
});
