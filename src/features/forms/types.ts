import type { RichTextField } from "@prismicio/client";
import type { Locale } from "@/routing/locales";
import type { BookingStep } from "@/server/integrations/chilipiper";
import type { FormTexts } from "./texts";

/** The `form_type` values of a `form_config` document (its Select options). */
export const contentFormTypes = [
  "demo",
  "free_trial",
  "contact",
  "partners",
  "newsletter",
  "ebook",
  "course_registration",
  "maturity_model",
] as const;
export type ContentFormType = (typeof contentFormTypes)[number];

/** Where a form is shown: its own page, the form modal, or the header of a feature/ebook page. */
export type FormPlacement = "page" | "modal" | "header";

/** The visual style of a CTA (`*_type` fields of the models). */
export type CtaStyle = "primary" | "secondary" | "outline" | "link";

/**
 * What the browser gets of a `form_config` document (see `toClientFormConfig`). The gated
 * content's address is left out: the server hands it over only after a stored submission.
 */
export interface ClientFormConfig {
  /** The form_config document id (used to unlock its gated content). */
  id: string;
  locale: Locale;
  formType: ContentFormType;
  /** Marketo Forms 2.0 id, as a string; null when the document has none. */
  marketoFormId: string | null;
  body: RichTextField;
  buttonLabel: string | null;
  completionTitle: string | null;
  completionSubtitle: string | null;
  afterCompletion: { label: string; href: string } | null;
  secondaryCta: { label: string; href: string; style: CtaStyle } | null;
  hasGatedContent: boolean;
  /** The form creates an account on the learning platform (free trial, course registration). */
  platformRegistration: boolean;
}

/** Which provider renders forms: Marketo Forms 2.0 when configured, else the embedded one. */
export type FormProviderConfig = { kind: "marketo"; host: string; accountId: string } | { kind: "embedded" };

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

/** An entry of the country select: ISO 3166 code, name in the page's language, dialling code. */
export interface CountryOption {
  iso2: string;
  name: string;
  dialCode: string;
}

/** Everything a form needs in the browser: its config, its messages and the provider to use. */
export interface FormBundle {
  config: ClientFormConfig;
  texts: FormTexts;
  provider: FormProviderConfig;
  /** The country select's options, named in the page's language (rendered on the server, so names match). */
  countries: CountryOption[];
  /** The demo form's next step (Chili Piper when configured, else a confirmation); null for other forms. */
  booking: BookingStep | null;
}
