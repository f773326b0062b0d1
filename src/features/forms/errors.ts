import type { FormDefinition } from "@/lib/forms/definitions";

/**
 * A form's errors, kept apart from the checks (validation.ts: zod and the phone metadata), which load
 * only when the visitor starts filling the form.
 */

/** Validation codes (`validationMessages`) by field name; "" names the form as a whole. */
export type FieldErrors = Record<string, string>;

/** The errors in the order the fields are shown, so the first one is the first on screen. */
export function orderErrors(definition: FormDefinition, errors: FieldErrors): FieldErrors {
  const ordered: FieldErrors = {};
  for (const field of definition.fields) if (errors[field.name]) ordered[field.name] = errors[field.name];
  for (const [name, code] of Object.entries(errors)) ordered[name] ??= code;
  return ordered;
}

/** The errors with one field's code set, or removed when null. */
export function withError(errors: FieldErrors, name: string, code: string | null): FieldErrors {
  const next = { ...errors };
  if (code) next[name] = code;
  else delete next[name];
  return next;
}
