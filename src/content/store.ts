import { createStore } from "zustand/vanilla";

/**
 * The common store: the last content error. The content itself is cached per query (type, locale,
 * uid) in Next's tagged data cache (data-cache.ts), which every instance shares and the revalidation
 * webhook refreshes by tag; a process-wide copy here would be a second cache the webhook cannot reach
 * on other instances.
 */
export interface CommonState {
  error: { message: string; at: string } | null;
  setError: (error: unknown) => void;
  clearError: () => void;
}

export const contentStore = createStore<CommonState>()((set) => ({
  error: null,
  setError: (error) =>
    set({ error: { message: error instanceof Error ? error.message : String(error), at: new Date().toISOString() } }),
  clearError: () => set({ error: null }),
}));
