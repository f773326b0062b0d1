import { callConversionApi, conversionApi } from "@/lib/forms/api";
import { isCountryCode } from "@/lib/forms/countries";
import type { FormDefinition } from "@/lib/forms/definitions";
import { normalizePhone } from "@/lib/forms/phone";
import { buildFormSchema, type FormValues } from "@/lib/forms/schema";
import { orderErrors, type FieldErrors } from "./errors";

export type ValidationResult = { ok: true; values: FormValues } | { ok: false; errors: FieldErrors };

const schemas = new WeakMap<FormDefinition, ReturnType<typeof buildFormSchema>>();

/** The same zod schema the server applies (src/lib/forms), with the browser's free-provider list. */
function schemaOf(definition: FormDefinition) {
  let schema = schemas.get(definition);
  if (!schema) {
    schema = buildFormSchema(definition);
    schemas.set(definition, schema);
  }
  return schema;
}

/** Checks a form's visible values; the first failure of each field is kept, in field order. */
export function validateForm(definition: FormDefinition, values: FormValues): ValidationResult {
  const parsed = schemaOf(definition).safeParse(values);
  if (parsed.success) return { ok: true, values: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const name = typeof issue.path[0] === "string" ? issue.path[0] : "";
    errors[name] ??= issue.message;
  }
  // The schema checks phones against their country only once every field is valid; the visitor
  // sees every wrong field at once, with the same rule (`normalizePhone`).
  for (const field of definition.fields) {
    const phone = values[field.name];
    if (field.kind !== "phone" || errors[field.name] || typeof phone !== "string" || !phone.trim()) continue;
    const country = field.countryField ? values[field.countryField] : undefined;
    if (!normalizePhone(phone, isCountryCode(country) ? country : undefined)) errors[field.name] = "invalid_phone";
  }
  // Likewise "tick at least one", so it shows with the other fields' errors.
  const oneOf = definition.requireOneOf ?? [];
  if (oneOf.length > 0 && !errors[oneOf[0]] && !oneOf.some((name) => values[name] === true)) errors[oneOf[0]] = "invalid_choice";
  return { ok: false, errors: orderErrors(definition, errors) };
}

/** One field's check, for feedback when the visitor leaves it (other fields' errors are ignored). */
export function validateField(definition: FormDefinition, values: FormValues, name: string): string | null {
  const result = validateForm(definition, values);
  return result.ok ? null : (result.errors[name] ?? null);
}

/**
 * Asks the server's full list of free providers (`is-professional-email`); the browser's own
 * schema only knows the common ones. Null when the check could not run: the server decides then.
 */
export async function isProfessionalEmail(email: string): Promise<boolean | null> {
  const result = await callConversionApi<{ isProfessional?: unknown }>(conversionApi.isProfessionalEmail, { query: { email } });
  return result.ok && typeof result.data?.isProfessional === "boolean" ? result.data.isProfessional : null;
}
