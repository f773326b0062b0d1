"use client";

import type { ButtonHTMLAttributes } from "react";
import { preloadFormModal } from "@/features/forms/FormModalHost";
import { openFormModal } from "@/features/forms/store";
import type { Locale } from "@/routing/locales";

type FormModalButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "onClick" | "type"> & {
  formConfigId: string;
  locale: Locale;
  title?: string;
  sectionId: string;
};

/** The client island of a CTA that opens the form modal on its form_config document. */
export function FormModalButton({ formConfigId, locale, title, sectionId, children, ...rest }: FormModalButtonProps) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      data-section-id={sectionId}
      onClick={() => openFormModal({ formConfigId, locale, title, sectionId })}
      onPointerEnter={() => preloadFormModal()}
      onFocus={() => preloadFormModal()}
      {...rest}
    >
      {children}
    </button>
  );
}
