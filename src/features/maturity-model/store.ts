import { create } from "zustand";
import { initialAssessment, nextTheme, restoreAssessment, selectLevel, selectTheme, type AssessmentState } from "./rules";

/** The spec's maturityModel store (section 3): the assessment's state and the rules of section 4. */
export interface MaturityModelStore extends AssessmentState {
  /**
   * Names this tab's assessment for the server: kept with the answers in sessionStorage, so a reload
   * or a changed answer updates the stored assessment instead of adding one; a restart takes a new one.
   */
  assessmentId: string;
  /** Starts (or restores from this tab's sessionStorage) an assessment of the given number of themes. */
  load(storageKey: string, themeCount: number): void;
  setSelectedTheme(index: number): void;
  setLevel(levelIndex: number): void;
  next(): void;
  restart(): void;
}

type Persisted = AssessmentState & { assessmentId: string };

let storageKey: string | null = null;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function persist(state: Persisted) {
  if (!storageKey) return;
  try {
    const { selectedThemeIndex, hasUserStartedAssessment, hasUserCompletedAssessment, themes, assessmentId } = state;
    sessionStorage.setItem(storageKey, JSON.stringify({ selectedThemeIndex, hasUserStartedAssessment, hasUserCompletedAssessment, themes, assessmentId }));
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

/** The stored id when it is one, else a fresh one (first visit, storage tampered with or unavailable). */
function storedAssessmentId(value: unknown): string {
  const id = value && typeof value === "object" ? (value as { assessmentId?: unknown }).assessmentId : undefined;
  return typeof id === "string" && UUID.test(id) ? id : crypto.randomUUID();
}

export const useMaturityModelStore = create<MaturityModelStore>()((set, get) => {
  const apply = (change: (state: AssessmentState) => AssessmentState, assessmentId = get().assessmentId) => {
    const next = change(get());
    if (next === get() && assessmentId === get().assessmentId) return;
    set({ ...next, assessmentId });
    persist({ ...next, assessmentId });
  };
  return {
    ...initialAssessment(0),
    assessmentId: "",
    load(key, themeCount) {
      storageKey = key;
      const saved = stored(key);
      const restored = restoreAssessment(saved, themeCount);
      const state = { ...(restored ?? initialAssessment(themeCount)), assessmentId: restored ? storedAssessmentId(saved) : crypto.randomUUID() };
      set(state);
      persist(state);
    },
    setSelectedTheme: (index) => apply((state) => selectTheme(state, index)),
    setLevel: (levelIndex) => apply((state) => selectLevel(state, levelIndex)),
    next: () => apply(nextTheme),
    restart: () => apply((state) => initialAssessment(state.themes.length), crypto.randomUUID()),
  };
});
