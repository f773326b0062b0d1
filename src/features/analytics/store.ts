import { create } from "zustand";

interface AnalyticsStore {
  /** Name under which the current page is reported; pages set it (the 404 page sets "404"). */
  pageName: string | null;
  /** The path the name was set for, so a name left over from another page is never used. */
  pagePath: string | null;
  setPageName(pageName: string | null): void;
}

export const useAnalyticsStore = create<AnalyticsStore>()((set) => ({
  pageName: null,
  pagePath: null,
  setPageName: (pageName) => set({ pageName, pagePath: pageName === null ? null : location.pathname }),
}));
