import { conversionApi } from "@/lib/forms/api";
import { definitionTypeFor, formDefinitions, type ContentFormType, type FormDefinition, type FormField } from "@/lib/forms/definitions";

/** Where an embedded form posts: the endpoint of its kind (src/server/README.md). */
export type FormEndpoint = "create-free-trial" | "register-to-course" | "newsletter" | "form-submit";

export const endpointPaths: Record<FormEndpoint, string> = {
  "create-free-trial": conversionApi.createFreeTrial,
  "register-to-course": conversionApi.registerToCourse,
  newsletter: conversionApi.subscribeNewsletter,
  "form-submit": conversionApi.submitForm,
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

export function endpointFor(formType: ContentFormType): FormEndpoint {
  switch (formType) {
    case "free_trial":
      return "create-free-trial";
    case "course_registration":
      return "register-to-course";
    case "newsletter":
      return "newsletter";
    default:
      return "form-submit";
  }
}
