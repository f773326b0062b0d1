import type { FormTexts } from "@/lib/forms/bundle";

/** The text of a validation code for a field (a required checkbox asks for consent). */
export function validationText(texts: FormTexts, code: string, fieldKind?: string): string {
  if (code === "required" && fieldKind === "checkbox") return texts.consent_required;
  return code in texts ? texts[code as keyof FormTexts] : texts.invalid_value;
}
