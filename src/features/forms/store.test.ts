import { beforeEach, describe, expect, it } from "vitest";
import { closeFormModal, openFormModal, useFormStore } from "./store";

beforeEach(() => useFormStore.setState({ isFormModalOpen: false, formModalData: null, loadedForms: {}, errorListenerReady: false }));

describe("form store", () => {
  it("opens the modal on a form_config and closes it keeping the data for the closing dialog", () => {
    openFormModal({ formConfigId: "cfg", locale: "fr", title: "Réserver une démo", sectionId: "hero-1" });
    expect(useFormStore.getState()).toMatchObject({ isFormModalOpen: true, formModalData: { formConfigId: "cfg", locale: "fr", title: "Réserver une démo" } });
    closeFormModal();
    expect(useFormStore.getState()).toMatchObject({ isFormModalOpen: false, formModalData: { formConfigId: "cfg" } });
  });

  it("keeps each form id's load state and whether the error listener is installed", () => {
    useFormStore.getState().setFormLoadState("1021", "loading");
    useFormStore.getState().setFormLoadState("1021", "loaded");
    useFormStore.getState().setFormLoadState("1022", "failed");
    useFormStore.getState().setErrorListenerReady(true);
    expect(useFormStore.getState()).toMatchObject({ loadedForms: { "1021": "loaded", "1022": "failed" }, errorListenerReady: true });
  });
});
