"use client";

import { useId, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { ctaClassName } from "@/components/cta/classes";
import type { FormField } from "@/lib/forms/definitions";
import { HONEYPOT_FIELD } from "@/lib/forms/honeypot";
import type { FormValues } from "@/lib/forms/schema";
import { useBrowserValue } from "@/lib/use-browser-value";
import { clearDraft, draftKey, parseDraft, readDraftText, saveDraft } from "../draft";
import { orderErrors, withError, type FieldErrors } from "../errors";
import type { SubmitOutcome } from "../submit";
import { validationText } from "@/features/forms/texts";
import type { FormProviderProps } from "./provider";

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
 * values survive every failure (network, rate limit, server): the visitor retries, nothing is lost.
 */
export function EmbeddedForm({ bundle, context, onSubmitted }: FormProviderProps) {
  const { config, definition, texts, countries } = bundle;
  const { locale } = config;
  const t = useTranslations("forms");
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // Unsent answers survive a reload (sessionStorage, read after hydration so the markup matches).
  const draft = draftKey(config.id);
  const storage = () => (typeof sessionStorage === "undefined" ? undefined : sessionStorage);
  const draftText = useBrowserValue(() => readDraftText(storage(), draft), null);
  const [edited, setEdited] = useState<FormValues | null>(null);
  const values = edited ?? { ...initialValues(definition.fields), ...parseDraft(definition, draftText) };
  const [errors, setErrors] = useState<FieldErrors>({});
  const [showSummary, setShowSummary] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [honeypot, setHoneypot] = useState("");
  // Until hydration the browser would submit natively (values in the URL): the button waits.
  const hydrated = useBrowserValue(() => true, false);

  // The form's HTML is in the page before its code (DeferredFormView): what the visitor typed or chose in it
  // meanwhile becomes the form's state as it takes over, before any re-render could reset the fields.
  useLayoutEffect(() => {
    const typed = valuesInFields(formRef.current, definition.fields);
    const initial = { ...initialValues(definition.fields), ...parseDraft(definition, readDraftText(storage(), draft)) };
    if (!Object.entries(typed).some(([name, value]) => value !== initial[name])) return;
    const next = { ...initial, ...typed };
    setEdited(next);
    saveDraft(storage(), draft, definition, next);
    // Once, as the form mounts: later changes come through the fields' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const fieldId = (name: string) => `${idPrefix}-${name}`;
  const errorId = (name: string) => `${idPrefix}-${name}-error`;
  const fieldsByName = new Map<string, (typeof definition.fields)[number]>(definition.fields.map((field) => [field.name, field]));
  const message = (name: string, code: string) => validationText(texts, code, fieldsByName.get(name)?.kind);

  const focusFirstInvalid = (found: FieldErrors) => {
    const first = Object.keys(found).find((name) => fieldsByName.has(name));
    if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
  };

  const showErrors = (found: FieldErrors) => {
    const ordered = orderErrors(definition, found);
    setErrors(ordered);
    setShowSummary(true);
    focusFirstInvalid(ordered);
  };

  /** One field's check, applied when the checks are loaded (at once after the first time). */
  const recheck = (name: string, current: FormValues) => {
    loadChecks().then(
      ({ validateField }) => setErrors((shown) => withError(shown, name, validateField(definition, current, name))),
      // The checks could not load (offline): the submit tries again and says so.
      () => undefined,
    );
  };

  const update = (name: string, value: string | boolean) => {
    const next = { ...values, [name]: value };
    setEdited(next);
    saveDraft(storage(), draft, definition, next);
    // A field already marked wrong is re-checked as the visitor fixes it.
    if (errors[name]) recheck(name, next);
  };

  const blur = (name: string) => {
    const value = values[name];
    if (value === "" || value === false) return;
    recheck(name, values);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (submitting) return;
    setFailure(null);
    setSubmitting(true);
    try {
      let checks, sending;
      try {
        [checks, sending] = await Promise.all([loadChecks(), loadSubmit()]);
      } catch {
        return setFailure({ status: "failed", reason: "network" });
      }
      const { validateForm, isProfessionalEmail } = checks;
      const { buildSubmission, sendSubmission } = sending;
      const checked = validateForm(definition, values);
      if (!checked.ok) return showErrors(checked.errors);
      const professional = definition.fields.filter((field) => field.kind === "email" && field.professional);
      for (const field of professional) {
        const email = checked.values[field.name];
        if (typeof email === "string" && (await isProfessionalEmail(email)) === false) {
          return showErrors({ [field.name]: "professional_email_required" });
        }
      }
      // Without it (its code could not load) the lead still goes, unattributed: the submission matters more.
      const { mostRecent, initial } = await loadTrafficSource().then(
        (module) => module.getTrafficSource(),
        () => ({ mostRecent: null, initial: null }),
      );
      const request = buildSubmission({ config, definition, values: checked.values, context, trafficSource: mostRecent ?? initial, honeypot });
      const outcome = await sendSubmission(request);
      if (outcome.status === "invalid") return showErrors(outcome.errors);
      if (outcome.status === "failed") return setFailure(outcome);
      setErrors({});
      setShowSummary(false);
      clearDraft(storage(), draft);
      const email = checked.values.email;
      onSubmitted({ submissionId: outcome.submissionId, booking: outcome.booking, email: typeof email === "string" ? email : null, values: checked.values });
    } finally {
      setSubmitting(false);
    }
  };

  const errorCount = Object.keys(errors).length;
  const formErrors = Object.entries(errors).filter(([name]) => !fieldsByName.has(name));

  return (
    <form ref={formRef} method="post" noValidate onSubmit={submit} onFocus={warmChecks} className="flex flex-col gap-4" data-form-type={config.formType} aria-busy={submitting}>
      {showSummary && errorCount > 0 ? (
        <div role="alert" className="rounded-lg border-2 border-coral bg-coral/5 p-4 text-ink" data-testid="form-error-summary">
          <p className="font-semibold">{t("errorSummary", { count: errorCount })}</p>
          <ul className="mt-2 list-disc pl-5">
            {Object.entries(errors).map(([name, code]) => {
              const field = fieldsByName.get(name);
              return (
                <li key={name}>
                  {field ? (
                    <a href={`#${fieldId(name)}`} className="underline">
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
          id={fieldId(field.name)}
          errorId={errorId(field.name)}
          value={values[field.name]}
          error={errors[field.name] ? message(field.name, errors[field.name]) : null}
          countries={countries}
          countryValue={field.countryField ? values[field.countryField] : undefined}
          // One of a set to choose from (the newsletter's topics) is not "optional": one of them is needed.
          optional={!field.required && !definition.requireOneOf?.includes(field.name)}
          locale={locale}
          onChange={(value) => update(field.name, value)}
          onBlur={() => blur(field.name)}
        />
      ))}

      {/* Invisible to people and screen readers; naive bots fill it and are answered as if it worked. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          {t("honeypot")}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />
        </label>
      </div>

      {failure || formErrors.length > 0 ? (
        <div role="alert" className="rounded-lg border-2 border-coral bg-coral/5 p-4 text-ink" data-testid="form-failure">
          <p>{failure ? failureText(failure, texts, t) : t("validation.invalid_value")}</p>
        </div>
      ) : null}

      <button type="submit" disabled={!hydrated || submitting} className={ctaClassName({ type: "primary", className: "self-start" })}>
        {submitting ? t("submitting") : failure ? t("retry") : (config.buttonLabel ?? t("submit"))}
      </button>
    </form>
  );
}

/** The values the visitor has put in the form's fields, by name (empty fields left out). */
function valuesInFields(form: HTMLFormElement | null, fields: readonly FormField[]): FormValues {
  const values: FormValues = {};
  if (!form) return values;
  for (const field of fields) {
    const element = form.elements.namedItem(field.name);
    if (element instanceof HTMLInputElement && element.type === "checkbox") {
      if (element.checked !== (field.defaultChecked ?? false)) values[field.name] = element.checked;
    } else if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) {
      if (element.value !== "") values[field.name] = element.value;
    }
  }
  return values;
}

/** Starts loading the checks as the visitor enters the form, so the first blur finds them. */
const warmChecks = () => {
  for (const load of [loadChecks, loadSubmit, loadTrafficSource]) void load().catch(() => undefined);
};

function failureText(failure: Failure, texts: FormProviderProps["bundle"]["texts"], t: ReturnType<typeof useTranslations<"forms">>): string {
  if (failure.reason === "network") return texts.network_error;
  if (failure.reason === "rate_limited") return t("rateLimited");
  if (failure.reason === "challenge") return t("challengeFailed");
  if (failure.code === "COURSE_REGISTRATION_ERROR" || failure.code === "MARKETO_SUBMIT_FAILED") return `${t(`marketo.${failure.code}`)} ${t("keptValues")}`;
  return texts.submit_error;
}

interface FieldControlProps {
  field: FormField;
  id: string;
  errorId: string;
  value: string | boolean | undefined;
  error: string | null;
  countries: FormProviderProps["bundle"]["countries"];
  countryValue: string | boolean | undefined;
  optional: boolean;
  locale: FormProviderProps["bundle"]["config"]["locale"];
  onChange(value: string | boolean): void;
  onBlur(): void;
}

const inputClass =
  "min-h-11 w-full rounded-lg border border-stone bg-white px-3 py-2 text-ink aria-[invalid=true]:border-2 aria-[invalid=true]:border-coral focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet";

function FieldControl({ field, id, errorId, value, error, countries, countryValue, optional, locale, onChange, onBlur }: FieldControlProps) {
  const t = useTranslations("forms");
  const hintId = `${id}-hint`;
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
      {optional ? <span className="font-normal text-stone"> ({t("optional")})</span> : null}
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
          <option value="">{field.kind === "country" ? t("countryPlaceholder") : t("selectPlaceholder")}</option>
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
          {t("phoneHint", { dialCode: country.dialCode })}
        </p>
      ) : null}
      {errorLine}
    </div>
  );
}
