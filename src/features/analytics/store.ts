import { create } from "zustand";

interface AnalyticsStore {
  /** Name under which the current page is reported; pages set it (the 404 page sets "404"). */
  pageName: string | null;
  setPageName(pageName: string | null): void;
}

export const useAnalyticsStore = create<AnalyticsStore>()((set) => ({
  pageName: null,
  setPageName: (pageName) => set({ pageName }),
}));
