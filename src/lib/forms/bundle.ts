import type { RichTextField } from "@prismicio/client";
import type { CtaType } from "@/lib/cta";
import type { Locale } from "@/routing/locales";
import type { BookingStep } from "@/server/integrations/chilipiper";
import type { ContentFormType, FormDefinition } from "./definitions";
import type { ValidationCode } from "./messages";

// What a form needs in the browser, shaped on the server (src/content/queries/forms.ts) and sent in a page or by
// GET /api/forms/config.

/**
 * Messages a form shows, from the `form_validation_texts` singleton of the page's language
 * (see `loadFormTexts`): one per validation code, plus the submit and network failures.
 */
export type FormTexts = Record<ValidationCode | "consent_required" | "submit_error" | "network_error" | "success", string>;

/** The Marketo and registration failures a form can show (messages' `forms.marketo`). */
export type FormFailureCode = "MARKETO_LOAD_FAILED" | "MARKETO_SUBMIT_FAILED" | "MARKETO_POST_ERROR" | "MARKETO_DEMO_BOOKED_FAILED" | "COURSE_REGISTRATION_ERROR";

/**
 * What a form's own interface says (messages' `forms` namespace), formatted on the server for the page's language
 * (`loadFormLabels`), so the form's code carries no message formatter. A `{name}` is filled in the browser
 * (`fillTemplate`); `errorSummary` has a template per plural category of the language (`fillPlural`).
 */
export interface FormLabels {
  optional: string;
  submit: string;
  submitting: string;
  retry: string;
  errorSummary: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
  selectPlaceholder: string;
  countryPlaceholder: string;
  /** `{dialCode}` */
  phoneHint: string;
  honeypot: string;
  loading: string;
  rateLimited: string;
  keptValues: string;
  challengeFailed: string;
  /** `{name}` */
  download: string;
  downloadFallback: string;
  downloadFailed: string;
  preparingDownload: string;
  bookingTitle: string;
  bookingConfirmation: string;
  bookingFailed: string;
  newsletterConfirmationSent: string;
  newsletterChosenTopics: string;
  failures: Record<FormFailureCode, string>;
}

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
  secondaryCta: { label: string; href: string; style: CtaType } | null;
  hasGatedContent: boolean;
  /** The form creates an account on the learning platform (free trial, course registration). */
  platformRegistration: boolean;
}

/** Which provider renders forms: Marketo Forms 2.0 when configured, else the embedded one. */
export type FormProviderConfig = { kind: "marketo"; host: string; accountId: string } | { kind: "embedded" };

/** An entry of the country select: ISO 3166 code, name in the page's language, dialling code. */
export interface CountryOption {
  iso2: string;
  name: string;
  dialCode: string;
}

/** Everything a form needs in the browser: its config, its messages and the provider to use. */
export interface FormBundle {
  config: ClientFormConfig;
  /**
   * The fields the embedded provider renders (`definitionFor` of the config's type): sent with the form, so the
   * browser's form code carries no form's definition.
   */
  definition: FormDefinition;
  texts: FormTexts;
  labels: FormLabels;
  provider: FormProviderConfig;
  /** The country select's options, named in the page's language (rendered on the server, so names match). */
  countries: CountryOption[];
  /** The demo form's next step (Chili Piper when configured, else a confirmation); null for other forms. */
  booking: BookingStep | null;
}
