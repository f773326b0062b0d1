import type { Locale } from "@/routing/locales";

/** Where a form is shown: its own page, the form modal, or the header of a feature/ebook page. */
export type FormPlacement = "page" | "modal" | "header";

/** Extra values a page gives a form (course group id, assessment id...). */
export type FormContext = Record<string, string>;

/** What `openFormModal` takes: the form_config to show and, optionally, the opener's context. */
export interface FormModalData {
  /** The `form_config` document id (a CTA's link field `id`). */
  formConfigId: string;
  locale: Locale;
  /** Heading of the dialog; defaults to the form's button label. */
  title?: string;
  /** Analytics section id of the CTA that opened it. */
  sectionId?: string;
  context?: FormContext;
}

/** Load state of a Marketo form id (each id is loaded once per page view). */
export type LoadedFormState = "loading" | "loaded" | "failed";

