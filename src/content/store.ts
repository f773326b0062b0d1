import { createStore } from "zustand/vanilla";

/**
 * The common store: the last content error and content cached per type and locale.
 * Server code uses it as a process-wide cache of content queries; the revalidation webhook clears it.
 */
export interface CommonState {
  error: { message: string; at: string } | null;
  content: Map<string, Promise<unknown>>;
  setError: (error: unknown) => void;
  remember: (key: string, value: Promise<unknown>) => void;
  forget: (key: string) => void;
  clear: () => void;
}

export const contentStore = createStore<CommonState>()((set, get) => ({
  error: null,
  content: new Map(),
  setError: (error) =>
    set({ error: { message: error instanceof Error ? error.message : String(error), at: new Date().toISOString() } }),
  remember: (key, value) => {
    get().content.set(key, value);
  },
  forget: (key) => {
    get().content.delete(key);
  },
  clear: () => set({ content: new Map(), error: null }),
}));
