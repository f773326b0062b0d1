import "./zod-setup";
import { z } from "zod";
import type { CountryCode } from "libphonenumber-js";
import type { FreeEmailDomainCheck } from "./email";
import { countrySchema, emailSchema, optionalText, requiredText } from "./fields";
import { normalizePhone } from "./phone";
import type { FormDefinition, FormField } from "./definitions";

export interface FormSchemaOptions {
  /** The server passes the full free-provider list; the browser defaults to the common one. */
  isFreeEmailDomain?: FreeEmailDomainCheck;
}

export type FormValues = Record<string, string | boolean>;

function fieldSchema(field: FormField, options: FormSchemaOptions): z.ZodType {
  const optional = (schema: z.ZodType) =>
    field.required
      ? schema
      : z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());
  switch (field.kind) {
    case "email":
      return optional(
        emailSchema({
          professional: field.professional,
          refuseCompetitors: field.refuseCompetitors,
          isFreeEmailDomain: options.isFreeEmailDomain,
        }),
      );
    case "country":
      return optional(countrySchema);
    case "checkbox":
      // Left out, a checkbox is as the form first shows it (the newsletter's letter is ticked).
      return field.required
        ? z.literal(true, { error: "required" })
        : z.boolean({ error: "invalid_value" }).optional().default(field.defaultChecked ?? false);
    case "select": {
      const values = (field.options ?? []).map((option) => option.value);
      return optional(requiredText(200).refine((value) => values.includes(value), "invalid_choice"));
    }
    case "password":
      return optional(z.string({ error: "required" }).min(8, "too_short").max(field.maxLength ?? 128, "too_long"));
    case "phone":
      // Checked against its country field by the object's refinement below.
      return optional(requiredText(field.maxLength ?? 32));
    case "text":
    case "textarea":
      return field.required ? requiredText(field.maxLength ?? 200) : optionalText(field.maxLength ?? 200);
  }
}

/**
 * The zod schema of a form's visible fields, shared by the browser and the server so both refuse
 * the same input with the same codes (see `validationMessages`). Unknown fields are refused.
 * Phone numbers come out normalized to E.164.
 */
export function buildFormSchema(definition: FormDefinition, options: FormSchemaOptions = {}) {
  const shape = Object.fromEntries(definition.fields.map((field) => [field.name, fieldSchema(field, options)]));
  const phoneFields = definition.fields.filter((field) => field.kind === "phone");
  return z
    .strictObject(shape, { error: "invalid_value" })
    .transform((values, ctx) => {
      const result: FormValues = { ...(values as FormValues) };
      for (const field of phoneFields) {
        const raw = result[field.name];
        if (typeof raw !== "string") continue;
        const country = field.countryField ? result[field.countryField] : undefined;
        const phone = normalizePhone(raw, typeof country === "string" ? (country as CountryCode) : undefined);
        if (!phone) {
          ctx.addIssue({ code: "custom", path: [field.name], message: "invalid_phone" });
          continue;
        }
        result[field.name] = phone;
      }
      const oneOf = definition.requireOneOf ?? [];
      if (oneOf.length > 0 && !oneOf.some((name) => result[name] === true)) {
        ctx.addIssue({ code: "custom", path: [oneOf[0]], message: "invalid_choice" });
      }
      return result;
    });
}

/** Keeps only the hidden fields a form declares, as short strings. */
export function pickHiddenFields(definition: FormDefinition, hidden: Record<string, unknown> | undefined) {
  const picked: Record<string, string> = {};
  for (const name of definition.hiddenFields) {
    const value = hidden?.[name];
    if (typeof value === "string" && value !== "") picked[name] = value.slice(0, 500);
  }
  return picked;
}
