"use client";

import { useState } from "react";
import { browserOnly } from "@/components/hydration/browser-only";
import { useFormStore } from "./store";

const loadFormModal = () => import("./FormModal");

/** Starts fetching the form modal's code (a CTA that opens it is hovered or focused): the click then finds it loaded. Its strings come with the page and the form's bundle. */
export function preloadFormModal(): void {
  void loadFormModal();
}

const FormModal = browserOnly(() => loadFormModal().then((module) => module.FormModal));

/**
 * Where the form modal lives in the root layout. Its code (form views, validation, phone numbers,
 * providers) loads when a form is first opened, not with the page; once loaded it stays mounted.
 */
export function FormModalHost() {
  const isOpen = useFormStore((state) => state.isFormModalOpen);
  // Mounted from the first open on, so closing runs the modal's own close (focus back to the opener).
  const [mounted, setMounted] = useState(false);
  if (isOpen && !mounted) setMounted(true);
  return mounted || isOpen ? <FormModal /> : null;
}
