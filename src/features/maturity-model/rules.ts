/**
 * The maturity model's assessment rules (spec sections 3 and 4), as pure functions over its state:
 * the store applies them, the tests check them.
 */
export interface AssessmentTheme {
  index: number;
  /** 0-4 (levels 1-5), null until chosen. */
  selectedLevelIndex: number | null;
}

export interface AssessmentState {
  selectedThemeIndex: number;
  hasUserStartedAssessment: boolean;
  hasUserCompletedAssessment: boolean;
  themes: AssessmentTheme[];
}

export const LEVEL_COUNT = 5;

export function initialAssessment(themeCount: number): AssessmentState {
  return {
    selectedThemeIndex: 0,
    hasUserStartedAssessment: false,
    hasUserCompletedAssessment: false,
    themes: Array.from({ length: themeCount }, (_, index) => ({ index, selectedLevelIndex: null })),
  };
}

const isComplete = (themes: AssessmentTheme[]) => themes.length > 0 && themes.every((theme) => theme.selectedLevelIndex !== null);

/** Changing theme to an out-of-range index is ignored. */
export function selectTheme(state: AssessmentState, index: number): AssessmentState {
  if (!Number.isInteger(index) || index < 0 || index >= state.themes.length) return state;
  return { ...state, selectedThemeIndex: index };
}

/** The first level choice marks the assessment started; it is complete when every theme has a level. */
export function selectLevel(state: AssessmentState, levelIndex: number): AssessmentState {
  if (!Number.isInteger(levelIndex) || levelIndex < 0 || levelIndex >= LEVEL_COUNT) return state;
  const themes = state.themes.map((theme) => (theme.index === state.selectedThemeIndex ? { ...theme, selectedLevelIndex: levelIndex } : theme));
  return { ...state, themes, hasUserStartedAssessment: true, hasUserCompletedAssessment: isComplete(themes) };
}

/** Next is disabled until the current theme has a level. */
export function canGoNext(state: AssessmentState): boolean {
  return state.themes[state.selectedThemeIndex]?.selectedLevelIndex != null;
}

/** Next picks the next theme, cyclically, that has no level yet (none left: the state stays). */
export function nextTheme(state: AssessmentState): AssessmentState {
  if (!canGoNext(state)) return state;
  const count = state.themes.length;
  for (let step = 1; step < count; step += 1) {
    const candidate = (state.selectedThemeIndex + step) % count;
    if (state.themes[candidate].selectedLevelIndex === null) return { ...state, selectedThemeIndex: candidate };
  }
  return state;
}

/** The overall level 1-5: the rounded mean of the chosen levels. */
export function overallLevel(themes: AssessmentTheme[]): number {
  const chosen = themes.filter((theme) => theme.selectedLevelIndex !== null).map((theme) => theme.selectedLevelIndex! + 1);
  if (chosen.length === 0) return 1;
  return Math.min(LEVEL_COUNT, Math.max(1, Math.round(chosen.reduce((sum, level) => sum + level, 0) / chosen.length)));
}

/** A stored state (sessionStorage) is trusted only if it fits the current model; anything else starts afresh. */
export function restoreAssessment(value: unknown, themeCount: number): AssessmentState | null {
  if (!value || typeof value !== "object") return null;
  const candidate = value as Partial<AssessmentState>;
  if (!Array.isArray(candidate.themes) || candidate.themes.length !== themeCount) return null;
  const themes: AssessmentTheme[] = [];
  for (const [index, theme] of candidate.themes.entries()) {
    const level = (theme as AssessmentTheme | null)?.selectedLevelIndex ?? null;
    if (level !== null && !(Number.isInteger(level) && level >= 0 && level < LEVEL_COUNT)) return null;
    themes.push({ index, selectedLevelIndex: level });
  }
  const selected = Number.isInteger(candidate.selectedThemeIndex) && candidate.selectedThemeIndex! >= 0 && candidate.selectedThemeIndex! < themeCount ? candidate.selectedThemeIndex! : 0;
  return {
    selectedThemeIndex: selected,
    themes,
    hasUserStartedAssessment: themes.some((theme) => theme.selectedLevelIndex !== null),
    hasUserCompletedAssessment: isComplete(themes),
  };
}
