import { create } from "zustand";
import type { FormModalData, LoadedFormState } from "./types";

/** The spec's form store (section 3): the form modal and the provider's load bookkeeping. */
export interface FormStoreState {
  isFormModalOpen: boolean;
  formModalData: FormModalData | null;
  /** Marketo form ids by load state: a form id is loaded once per page view. */
  loadedForms: Record<string, LoadedFormState>;
  /** Whether the cross-window listener for Marketo's `mktoResponse` errors is installed. */
  errorListenerReady: boolean;
  openFormModal(data: FormModalData): void;
  closeFormModal(): void;
  setFormLoadState(formId: string, state: LoadedFormState): void;
  setErrorListenerReady(ready: boolean): void;
}

export const useFormStore = create<FormStoreState>()((set) => ({
  isFormModalOpen: false,
  formModalData: null,
  loadedForms: {},
  errorListenerReady: false,
  openFormModal: (data) => set({ isFormModalOpen: true, formModalData: data }),
  // The data stays until the next open so the closing dialog does not flash empty.
  closeFormModal: () => set({ isFormModalOpen: false }),
  setFormLoadState: (formId, state) => set((current) => ({ loadedForms: { ...current.loadedForms, [formId]: state } })),
  setErrorListenerReady: (ready) => set({ errorListenerReady: ready }),
}));

/** For non-React callers (CTA click handlers): opens the form modal on a form_config document. */
export function openFormModal(data: FormModalData): void {
  useFormStore.getState().openFormModal(data);
}

export function closeFormModal(): void {
  useFormStore.getState().closeFormModal();
}
