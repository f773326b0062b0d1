import { create } from "zustand";
import { allConsents, type ConsentState } from "./consent";

interface ConsentStore extends ConsentState {
  isModalOpen: boolean;
  /** The state has been computed at startup; until then nothing may be sent. */
  isInitialized: boolean;
  /** The visitor has made a choice (the cookie exists), so the banner stays hidden. */
  hasChosen: boolean;
  setConsents(state: ConsentState, hasChosen: boolean): void;
  openModal(): void;
  closeModal(): void;
}

/** Consent state (spec section 3). Denied until initialization computes the real state. */
export const useConsentStore = create<ConsentStore>()((set) => ({
  ...allConsents(false),
  isModalOpen: false,
  isInitialized: false,
  hasChosen: false,
  setConsents: (state, hasChosen) =>
    set({ necessary: state.necessary, analytics: state.analytics, ad: state.ad, hasChosen, isInitialized: true }),
  openModal: () => set({ isModalOpen: true }),
  closeModal: () => set({ isModalOpen: false }),
}));

export function selectConsents(state: ConsentState): ConsentState {
  return { necessary: state.necessary, analytics: state.analytics, ad: state.ad };
}
