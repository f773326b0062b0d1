/**
 * Validation failure codes shared by the browser and the server. The UI maps each to its text in
 * the `form_validation_texts` singleton; the English default here is what the API answers.
 */
export const validationMessages = {
  required: "This field is required.",
  invalid_email: "Enter a valid email address.",
  professional_email_required: "Use your professional email address.",
  competitor_email: "This email address cannot be used for this form.",
  invalid_phone: "Enter a valid phone number for the selected country.",
  invalid_country: "Choose a country from the list.",
  invalid_choice: "Choose one of the options.",
  too_short: "This value is too short.",
  too_long: "This value is too long.",
  invalid_value: "This value is not valid.",
} as const;
export type ValidationCode = keyof typeof validationMessages;

export function isValidationCode(value: unknown): value is ValidationCode {
  return typeof value === "string" && Object.hasOwn(validationMessages, value);
}
