"use client";

import type { FormEvent } from "react";
import { ctaClassName } from "@/components/cta/classes";
import type { FormLabels, FormTexts } from "@/lib/forms/bundle";
import type { FormField } from "@/lib/forms/definitions";
import type { FormValues } from "@/lib/forms/schema";
import { useBrowserValue } from "@/lib/use-browser-value";
import { draftKey } from "../draft";
import { orderErrors } from "../errors";
import { Honeypot } from "../Honeypot";
import type { SubmitOutcome } from "../submit";
import { useFormState, type SubmitStep } from "../use-form-state";
import { validationText } from "@/features/forms/texts";
import { fillPlural, fillTemplate } from "@/i18n/templates";
import type { FormProviderProps, SubmittedForm } from "./provider";

type Failure = Extract<SubmitOutcome, { status: "failed" }>;

/**
 * The checks (zod schemas, phone metadata: most of the form's code) load when the visitor first
 * focuses the form, not with the page; a blur or a submit waits for them if they are not there yet.
 */
const loadChecks = () => import("../validation");
/** What only the submit needs (the request, the proof of work, the traffic source's reader) loads with the checks. */
const loadSubmit = () => import("../submit");
const loadTrafficSource = () => import("@/features/tracking/capture");

function initialValues(fields: readonly FormField[]): FormValues {
  return Object.fromEntries(fields.map((field) => [field.name, field.kind === "checkbox" ? (field.defaultChecked ?? false) : ""]));
}

/**
 * The embedded provider: the site renders the form of the form type's shared definition,
 * validates it with the server's zod schema, and posts it to the store's endpoints. The entered
 * values survive every failure (network, rate limit, server) and a reload (the draft): the visitor retries, nothing is lost.
 */
export function EmbeddedForm({ bundle, context, onSubmitted }: FormProviderProps) {
  const { config, definition, texts, labels, countries } = bundle;
  const { locale } = config;
  const form = useFormState<FormValues, Failure, SubmittedForm>({
    initial: initialValues(definition.fields),
    draft: { key: draftKey(config.id), definition },
    recheck: (values, name) => loadChecks().then(({ validateField }) => validateField(definition, values, name)),
  });
  const { values, errors, failure } = form;
  // Until hydration the browser would submit natively (values in the URL): the button waits.
  const hydrated = useBrowserValue(() => true, false);
  const fieldsByName = new Map<string, (typeof definition.fields)[number]>(definition.fields.map((field) => [field.name, field]));
  const message = (name: string, code: string) => validationText(texts, code, fieldsByName.get(name)?.kind);

  const send = async (): Promise<SubmitStep<Failure, SubmittedForm>> => {
    let checks, sending;
    try {
      [checks, sending] = await Promise.all([loadChecks(), loadSubmit()]);
    } catch {
      return { failure: { status: "failed", reason: "network" } };
    }
    const { validateForm, isProfessionalEmail } = checks;
    const { buildSubmission, sendSubmission } = sending;
    const checked = validateForm(definition, values);
    if (!checked.ok) return { errors: checked.errors };
    const professional = definition.fields.filter((field) => field.kind === "email" && field.professional);
    for (const field of professional) {
      const email = checked.values[field.name];
      if (typeof email === "string" && (await isProfessionalEmail(email)) === false) return { errors: { [field.name]: "professional_email_required" } };
    }
    // Without it (its code could not load) the lead still goes, unattributed: the submission matters more.
    const { mostRecent, initial } = await loadTrafficSource().then(
      (module) => module.getTrafficSource(),
      () => ({ mostRecent: null, initial: null }),
    );
    const request = buildSubmission({ config, definition, values: checked.values, context, trafficSource: mostRecent ?? initial, honeypot: form.honeypot });
    const outcome = await sendSubmission(request);
    if (outcome.status === "invalid") return { errors: orderErrors(definition, outcome.errors) };
    if (outcome.status === "failed") return { failure: outcome };
    const email = checked.values.email;
    return { done: { submissionId: outcome.submissionId, booking: outcome.booking, email: typeof email === "string" ? email : null, values: checked.values } };
  };

  const submit = async (event: FormEvent) => {
    const step = await form.submit(send, event);
    if (step && "done" in step) onSubmitted(step.done);
  };

  const errorCount = Object.keys(errors).length;
  const formErrors = Object.entries(errors).filter(([name]) => !fieldsByName.has(name));

  return (
    <form method="post" noValidate onSubmit={submit} onFocus={warmChecks} className="flex flex-col gap-4" data-form-type={config.formType} aria-busy={form.pending}>
      {form.showSummary && errorCount > 0 ? (
        <div role="alert" className="rounded-lg border-2 border-coral bg-coral/5 p-4 text-ink" data-testid="form-error-summary">
          <p className="font-semibold">{fillPlural(labels.errorSummary, "count", errorCount, config.locale)}</p>
          <ul className="mt-2 list-disc pl-5">
            {Object.entries(errors).map(([name, code]) => {
              const field = fieldsByName.get(name);
              return (
                <li key={name}>
                  {field ? (
                    <a href={`#${form.fieldId(name)}`} className="underline">
                      {field.label[locale]}: {message(name, code)}
                    </a>
                  ) : (
                    message(name, code)
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}

      {definition.fields.map((field) => (
        <FieldControl
          key={field.name}
          field={field}
          id={form.fieldId(field.name)}
          value={values[field.name]}
          error={errors[field.name] ? message(field.name, errors[field.name]) : null}
          countries={countries}
          countryValue={field.countryField ? values[field.countryField] : undefined}
          // One of a set to choose from (the newsletter's topics) is not "optional": one of them is needed.
          optional={!field.required && !definition.requireOneOf?.includes(field.name)}
          locale={locale}
          labels={labels}
          onChange={(value) => form.set(field.name, value)}
          onBlur={() => form.blur(field.name)}
        />
      ))}

      <Honeypot label={labels.honeypot} value={form.honeypot} onChange={form.setHoneypot} />

      {failure || formErrors.length > 0 ? (
        <div role="alert" className="rounded-lg border-2 border-coral bg-coral/5 p-4 text-ink" data-testid="form-failure">
          <p>{failure ? failureText(failure, texts, labels) : texts.invalid_value}</p>
        </div>
      ) : null}

      <button type="submit" disabled={!hydrated || form.pending} className={ctaClassName({ type: "primary", className: "self-start" })}>
        {form.pending ? labels.submitting : failure ? labels.retry : (config.buttonLabel ?? labels.submit)}
      </button>
    </form>
  );
}

/** Starts loading the checks as the visitor enters the form, so the first blur finds them. */
const warmChecks = () => {
  for (const load of [loadChecks, loadSubmit, loadTrafficSource]) void load().catch(() => undefined);
};

function failureText(failure: Failure, texts: FormTexts, labels: FormLabels): string {
  if (failure.reason === "network") return texts.network_error;
  if (failure.reason === "rate_limited") return labels.rateLimited;
  if (failure.reason === "challenge") return labels.challengeFailed;
  if (failure.code === "COURSE_REGISTRATION_ERROR" || failure.code === "MARKETO_SUBMIT_FAILED") return `${labels.failures[failure.code]} ${labels.keptValues}`;
  return texts.submit_error;
}

interface FieldControlProps {
  field: FormField;
  id: string;
  value: string | boolean | undefined;
  error: string | null;
  countries: FormProviderProps["bundle"]["countries"];
  countryValue: string | boolean | undefined;
  optional: boolean;
  locale: FormProviderProps["bundle"]["config"]["locale"];
  labels: FormLabels;
  onChange(value: string | boolean): void;
  onBlur(): void;
}

const inputClass =
  "min-h-11 w-full rounded-lg border border-stone bg-white px-3 py-2 text-ink aria-[invalid=true]:border-2 aria-[invalid=true]:border-coral focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet";

function FieldControl({ field, id, value, error, countries, countryValue, optional, locale, labels, onChange, onBlur }: FieldControlProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const country = field.kind === "phone" && typeof countryValue === "string" ? countries.find((option) => option.iso2 === countryValue.toUpperCase()) : undefined;
  const describedBy = [error ? errorId : null, country ? hintId : null].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name: field.name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    "aria-required": field.required || undefined,
    onBlur,
  } as const;
  const label = (
    <>
      {field.label[locale]}
      {optional ? <span className="font-normal text-stone"> ({labels.optional})</span> : null}
    </>
  );
  const errorLine = error ? (
    <p id={errorId} className="text-sm font-semibold text-red-700" data-field-error={field.name}>
      {error}
    </p>
  ) : null;

  if (field.kind === "checkbox") {
    return (
      <div className="flex flex-col gap-1">
        <div className="flex items-start gap-3">
          <input {...common} type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} className="mt-1 h-5 w-5 accent-green" />
          <label htmlFor={id} className="text-sm">
            {label}
          </label>
        </div>
        {errorLine}
      </div>
    );
  }

  const stringValue = typeof value === "string" ? value : "";
  let control;
  switch (field.kind) {
    case "textarea":
      control = <textarea {...common} rows={5} maxLength={field.maxLength} value={stringValue} onChange={(event) => onChange(event.target.value)} className={inputClass} />;
      break;
    case "select":
    case "country":
      control = (
        <select {...common} autoComplete={field.autoComplete} value={stringValue} onChange={(event) => onChange(event.target.value)} className={inputClass}>
          <option value="">{field.kind === "country" ? labels.countryPlaceholder : labels.selectPlaceholder}</option>
          {field.kind === "country"
            ? countries.map((option) => (
                <option key={option.iso2} value={option.iso2}>
                  {option.name}
                </option>
              ))
            : (field.options ?? []).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label[locale]}
                </option>
              ))}
        </select>
      );
      break;
    default:
      control = (
        <input
          {...common}
          type={field.kind === "phone" ? "tel" : field.kind === "email" ? "email" : field.kind === "password" ? "password" : "text"}
          inputMode={field.kind === "phone" ? "tel" : field.kind === "email" ? "email" : undefined}
          autoComplete={field.autoComplete}
          maxLength={field.maxLength}
          value={stringValue}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        />
      );
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {control}
      {country ? (
        <p id={hintId} className="text-sm text-stone">
          {fillTemplate(labels.phoneHint, { dialCode: country.dialCode })}
        </p>
      ) : null}
      {errorLine}
    </div>
  );
}
