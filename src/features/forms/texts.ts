import type { ValidationCode } from "@/lib/forms/messages";

/**
 * Messages a form shows, from the `form_validation_texts` singleton of the page's language
 * (see `loadFormTexts`): one per validation code, plus the submit and network failures.
 */
export type FormTexts = Record<ValidationCode | "consent_required" | "submit_error" | "network_error" | "success", string>;

/** The text of a validation code for a field (a required checkbox asks for consent). */
export function validationText(texts: FormTexts, code: string, fieldKind?: string): string {
  if (code === "required" && fieldKind === "checkbox") return texts.consent_required;
  return code in texts ? texts[code as keyof FormTexts] : texts.invalid_value;
}
