import type { Locale } from "@/routing/locales";
import type { LeadFieldName } from "../leads/lead";
import { defaultNewsletterTopics, topicFieldName, type NewsletterTopic, type TopicFieldName } from "./newsletter";

/** The `form_type` options of a `form_config` document (its Select in customtypes/form_config): the one list of form types. */
export const contentFormTypes = [
  "demo",
  "free_trial",
  "contact",
  "partners",
  "newsletter",
  "ebook",
  "course_registration",
  "maturity_model",
  "manifesto",
] as const;
export type ContentFormType = (typeof contentFormTypes)[number];

/** The embedded definition of a content form type: an e-book's form is the gated-content form; a course registration has its own endpoint and none. */
type DefinitionType<T extends ContentFormType> = T extends "ebook" ? "gated_content" : T extends "course_registration" ? never : T;
export type FormType = DefinitionType<ContentFormType>;

/** The shared definition (`formDefinitions`) of a form_config type; null for a course registration. */
export function definitionTypeFor(formType: ContentFormType): FormType | null {
  if (formType === "ebook") return "gated_content";
  if (formType === "course_registration") return null;
  return formType;
}

/** The form types the embedded provider has definitions for (and `/api/forms/submit` accepts). */
export const formTypes: readonly FormType[] = contentFormTypes.flatMap((type) => definitionTypeFor(type) ?? []);

export type FormFieldKind = "text" | "email" | "phone" | "country" | "select" | "textarea" | "checkbox" | "password";
type Localized = Record<Locale, string>;

/**
 * A field's name: one of the lead's fields (src/lib/leads/lead.ts), or a form's own answer (a newsletter topic). A
 * name that is neither does not compile: a new lead field is added to `LeadFields` first.
 */
export type FormFieldName = LeadFieldName | TopicFieldName;

export interface FormField {
  name: FormFieldName;
  kind: FormFieldKind;
  required: boolean;
  label: Localized;
  /** Autocomplete token for the browser (https://html.spec.whatwg.org/#autofill). */
  autoComplete?: string;
  maxLength?: number;
  /** email: refuse free providers (gmail...). */
  professional?: boolean;
  /** email: refuse competitors' domains. */
  refuseCompetitors?: boolean;
  /** phone: name of the country field the number is checked against. */
  countryField?: string;
  /** select: the allowed values. */
  options?: readonly { value: string; label: Localized }[];
  /** checkbox: ticked until the visitor unticks it. */
  defaultChecked?: boolean;
}

export interface FormDefinition {
  formType: FormType;
  fields: readonly FormField[];
  /** Hidden inputs filled by the page (campaign fields, gated content name); unknown ones are dropped. */
  hiddenFields: readonly string[];
  /** A demo request continues with the booking step (Chili Piper or a confirmation). */
  booksDemo: boolean;
  /** Checkboxes of which at least one must be ticked (the newsletter's topics); the first one carries the error. */
  requireOneOf?: readonly string[];
  /**
   * A form whose purpose is not marketing (a report, a signature) goes to the marketing system only when the visitor
   * ticks `marketingOptIn`: unticked, it is stored and serves its purpose, nothing more. Other forms ask to be contacted.
   */
  marketingOnlyWithOptIn?: boolean;
}

const label = (en: string, de: string, fr: string): Localized => ({ en, de, fr });

const firstName: FormField = {
  name: "firstName",
  kind: "text",
  required: true,
  label: label("First name", "Vorname", "Prénom"),
  autoComplete: "given-name",
  maxLength: 100,
};
const lastName: FormField = {
  name: "lastName",
  kind: "text",
  required: true,
  label: label("Last name", "Nachname", "Nom"),
  autoComplete: "family-name",
  maxLength: 100,
};
const workEmail: FormField = {
  name: "email",
  kind: "email",
  required: true,
  label: label("Work email", "Geschäftliche E-Mail", "E-mail professionnel"),
  autoComplete: "email",
  maxLength: 254,
  professional: true,
  refuseCompetitors: true,
};
const company: FormField = {
  name: "company",
  kind: "text",
  required: true,
  label: label("Company", "Unternehmen", "Entreprise"),
  autoComplete: "organization",
  maxLength: 200,
};
const jobTitle: FormField = {
  name: "jobTitle",
  kind: "text",
  required: false,
  label: label("Job title", "Position", "Poste"),
  autoComplete: "organization-title",
  maxLength: 150,
};
const country: FormField = {
  name: "country",
  kind: "country",
  required: true,
  label: label("Country", "Land", "Pays"),
  autoComplete: "country",
};
const phone = (required: boolean): FormField => ({
  name: "phone",
  kind: "phone",
  required,
  label: label("Phone number", "Telefonnummer", "Numéro de téléphone"),
  autoComplete: "tel",
  maxLength: 32,
  countryField: "country",
});
const companySize: FormField = {
  name: "companySize",
  kind: "select",
  required: true,
  label: label("Company size", "Unternehmensgröße", "Taille de l'entreprise"),
  options: ["1-49", "50-199", "200-999", "1000-4999", "5000+"].map((value) => ({
    value,
    label: label(`${value} employees`, `${value} Mitarbeitende`, `${value} salariés`),
  })),
};
const message: FormField = {
  name: "message",
  kind: "textarea",
  required: false,
  label: label("Your message", "Ihre Nachricht", "Votre message"),
  maxLength: 5000,
};
const consentToContact: FormField = {
  name: "marketingOptIn",
  kind: "checkbox",
  required: false,
  label: label(
    "I agree to receive news about products and events.",
    "Ich möchte Neuigkeiten zu Produkten und Veranstaltungen erhalten.",
    "J'accepte de recevoir des nouvelles sur les produits et les événements.",
  ),
};

/** The newsletter's topics as the sign-up offers them, each saying how often it writes. */
const topicLabels: Record<NewsletterTopic, Localized> = {
  blog_digest: label(
    "The L&D letter: ideas and playbooks, once a month",
    "Der L&D-Brief: Ideen und Leitfäden, einmal im Monat",
    "La lettre L&D : idées et méthodes, une fois par mois",
  ),
  events_webinars: label("Invitations to events and webinars near you", "Einladungen zu Events und Webinaren in Ihrer Nähe", "Invitations aux événements et webinaires près de chez vous"),
  product_news: label("Product news: new features, at most twice a month", "Produktneuheiten: neue Funktionen, höchstens zweimal im Monat", "Nouveautés produit : nouvelles fonctionnalités, deux fois par mois au plus"),
  learning_insights: label("Learning insights: research and benchmarks, once a quarter", "Lern-Insights: Studien und Benchmarks, einmal im Quartal", "Regards sur la formation : études et repères, une fois par trimestre"),
};
/** The letter first: it is what the page offers; the others are extras. */
const signUpTopics: readonly NewsletterTopic[] = ["blog_digest", "events_webinars", "product_news", "learning_insights"];
const topicFields: FormField[] = signUpTopics.map((topic) => ({
  name: topicFieldName(topic),
  kind: "checkbox",
  required: false,
  label: topicLabels[topic],
  defaultChecked: defaultNewsletterTopics.includes(topic),
}));

const campaignFields = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_content",
  "utm_term",
  "utm_campaign_id",
  "utm_ad_id",
  "gclid",
  "msclkid",
  "landing_page",
  "referrer",
  "conversion_page",
] as const;

export const formDefinitions: Record<FormType, FormDefinition> = {
  demo: {
    formType: "demo",
    fields: [firstName, lastName, workEmail, company, jobTitle, companySize, country, phone(true), message],
    hiddenFields: campaignFields,
    booksDemo: true,
  },
  free_trial: {
    formType: "free_trial",
    fields: [
      firstName,
      lastName,
      workEmail,
      { ...company, required: false },
      country,
      phone(false),
      {
        name: "password",
        kind: "password",
        required: true,
        label: label("Password", "Passwort", "Mot de passe"),
        autoComplete: "new-password",
        maxLength: 128,
      },
    ],
    hiddenFields: campaignFields,
    booksDemo: false,
  },
  contact: {
    formType: "contact",
    fields: [firstName, lastName, { ...workEmail, professional: false }, company, country, phone(false), { ...message, required: true }],
    hiddenFields: campaignFields,
    booksDemo: false,
  },
  partners: {
    formType: "partners",
    fields: [firstName, lastName, workEmail, company, jobTitle, country, phone(false), message],
    hiddenFields: campaignFields,
    booksDemo: false,
  },
  gated_content: {
    formType: "gated_content",
    fields: [firstName, lastName, workEmail, company, jobTitle, country, consentToContact],
    hiddenFields: [...campaignFields, "content_name", "content_uid"],
    booksDemo: false,
  },
  newsletter: {
    formType: "newsletter",
    fields: [{ ...workEmail, professional: false, refuseCompetitors: false, label: label("Email", "E-Mail", "E-mail") }, ...topicFields],
    hiddenFields: campaignFields,
    booksDemo: false,
    requireOneOf: topicFields.map((field) => field.name),
  },
  maturity_model: {
    formType: "maturity_model",
    fields: [firstName, lastName, workEmail, company, country, consentToContact],
    hiddenFields: [...campaignFields, "assessment_id"],
    booksDemo: false,
    marketingOnlyWithOptIn: true,
  },
  /** A signature of the collaborative learning manifesto: who signs, in what role; kept with the site's submissions. */
  manifesto: {
    formType: "manifesto",
    fields: [firstName, lastName, { ...workEmail, professional: false, refuseCompetitors: false, label: label("Email", "E-Mail", "E-mail") }, jobTitle, { ...company, required: false }, country, consentToContact],
    hiddenFields: campaignFields,
    booksDemo: false,
    marketingOnlyWithOptIn: true,
  },
};

const byField = (definition: FormDefinition, name: string): FormField => {
  const field = definition.fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`The ${definition.formType} form has no ${name} field`);
  return field;
};

/**
 * Course registration has no form of the generic endpoint: it posts the course payload of spec
 * section 3 to register-to-course. Its fields are the free trial's, without the company.
 */
const courseRegistration: FormDefinition = {
  formType: "free_trial",
  fields: ["firstName", "lastName", "email", "country", "phone", "password"].map((name) => {
    const field = byField(formDefinitions.free_trial, name);
    return name === "email" ? { ...field, professional: false } : field;
  }),
  hiddenFields: [],
  booksDemo: false,
};

/** A registration that creates no account (webinars, events) asks for no password. */
const registrationWithoutAccount: FormDefinition = {
  ...courseRegistration,
  fields: courseRegistration.fields.filter((field) => field.kind !== "password"),
};

/** The fields, required flags and hidden fields the embedded provider renders for a form type. */
export function definitionFor(formType: ContentFormType, platformRegistration = true): FormDefinition {
  const type = definitionTypeFor(formType);
  if (type) return formDefinitions[type];
  return platformRegistration ? courseRegistration : registrationWithoutAccount;
}
