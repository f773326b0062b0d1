import { conversionApi } from "@/lib/forms/api";
import type { ContentFormType } from "@/lib/forms/definitions";

/** Where an embedded form posts: the endpoint of its kind (src/server/README.md). */
export type FormEndpoint = "create-free-trial" | "register-to-course" | "newsletter" | "form-submit";

export const endpointPaths: Record<FormEndpoint, string> = {
  "create-free-trial": conversionApi.createFreeTrial,
  "register-to-course": conversionApi.registerToCourse,
  newsletter: conversionApi.subscribeNewsletter,
  "form-submit": conversionApi.submitForm,
};

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
