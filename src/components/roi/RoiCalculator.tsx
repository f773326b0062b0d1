"use client";

import { useEffect, useId, useMemo, useState } from "react";
import { ctaClassName } from "@/components/cta/classes";
import { definitionFor } from "@/lib/forms/definitions";
import { draftKey, saveDraft } from "@/features/forms/draft";
import { useBrowserValue } from "@/lib/use-browser-value";
import { checkRoiValue, estimateRoi, handOffMessage, parseLocaleNumber, roiBounds, roiFields, roiQuery, roiValuesFromQuery, type RoiField, type RoiFieldError, type RoiValues } from "./roi";

export interface RoiCalculatorTexts {
  labels: Record<RoiField, string>;
  resultsTitle: string;
  savingsLabel: string;
  hoursSavedLabel: string;
  invalidResult: string;
  errors: Record<RoiFieldError, string>;
  /** ICU-free template with {employees}, {hourlyCost}, {trainingHours}, {hoursSaved}, {savings}. */
  demoMessage: string;
}

export interface RoiCalculatorProps {
  /** BCP 47 locale of the page (number and currency formats). */
  numberLocale: string;
  currency: string;
  defaults: RoiValues;
  timeSavedRatio: number;
  texts: RoiCalculatorTexts;
  /** The demo form that receives the figures: its page and the form_config id its draft is kept under. */
  cta: { label: string; href: string; formConfigId: string | null } | null;
}

type Texts = Record<RoiField, string>;

/** The ROI calculator: inputs in the locale's formats, results as you type, the state in the URL. */
export function RoiCalculator({ numberLocale, currency, defaults, timeSavedRatio, texts, cta }: RoiCalculatorProps) {
  const id = useId();
  const number = useMemo(() => new Intl.NumberFormat(numberLocale, { maximumFractionDigits: 2 }), [numberLocale]);
  const money = useMemo(() => new Intl.NumberFormat(numberLocale, { style: "currency", currency, maximumFractionDigits: 0 }), [numberLocale, currency]);
  const textsOf = (values: RoiValues): Texts => Object.fromEntries(roiFields.map((field) => [field, number.format(values[field])])) as Texts;
  // A shared link restores its inputs: the query is read in the browser (the page itself is static) until the
  // visitor edits a field; from then on the fields are the visitor's.
  const search = useBrowserValue(() => window.location.search, "");
  const [edited, setEdited] = useState<Texts | null>(null);
  const inputs = edited ?? textsOf(roiValuesFromQuery(search, defaults));
  const setInputs = (change: (current: Texts) => Texts) => setEdited((current) => change(current ?? inputs));
  const [touched, setTouched] = useState<Partial<Record<RoiField, boolean>>>({});

  const parsed = Object.fromEntries(roiFields.map((field) => [field, parseLocaleNumber(inputs[field], numberLocale)])) as RoiValues;
  const errors = Object.fromEntries(roiFields.map((field) => [field, checkRoiValue(field, parsed[field], inputs[field])])) as Record<RoiField, RoiFieldError | null>;
  const valid = roiFields.every((field) => errors[field] === null);
  const estimate = valid ? estimateRoi({ employees: parsed.employees, hourlyCost: parsed.hourly_cost, trainingHours: parsed.training_hours, timeSavedRatio }) : null;

  // The URL always shares the last valid result of the visitor's own figures, without one history entry per
  // keystroke (not before an edit: the query is what the fields show until then).
  const own = edited !== null;
  useEffect(() => {
    if (!valid || !own) return;
    const url = new URL(window.location.href);
    url.search = roiQuery(parsed);
    window.history.replaceState(window.history.state, "", url);
  }, [valid, own, parsed.employees, parsed.hourly_cost, parsed.training_hours]); // eslint-disable-line react-hooks/exhaustive-deps

  const handOff = () => {
    if (!cta?.formConfigId || !estimate) return;
    const message = handOffMessage(texts.demoMessage, parsed, estimate, numberLocale, currency);
    const storage = typeof sessionStorage === "undefined" ? undefined : sessionStorage;
    saveDraft(storage, draftKey(cta.formConfigId), definitionFor("demo"), { message });
  };

  return (
    <div className="grid gap-10 lg:grid-cols-2" data-testid="roi-calculator">
      <form className="space-y-6" onSubmit={(event) => event.preventDefault()} noValidate>
        {roiFields.map((field) => {
          const error = touched[field] || inputs[field] !== "" ? errors[field] : null;
          const bounds = roiBounds[field];
          return (
            <div key={field}>
              <label htmlFor={`${id}-${field}`} className="block font-semibold">
                {texts.labels[field]}
              </label>
              <input
                id={`${id}-${field}`}
                name={field}
                type="text"
                inputMode={bounds.integer ? "numeric" : "decimal"}
                autoComplete="off"
                value={inputs[field]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-${field}-error` : undefined}
                onChange={(event) => setInputs((current) => ({ ...current, [field]: event.target.value }))}
                onBlur={() => {
                  setTouched((current) => ({ ...current, [field]: true }));
                  if (errors[field] === null) setInputs((current) => ({ ...current, [field]: number.format(parsed[field]) }));
                }}
                className={`mt-2 block w-full rounded-xl border-2 px-4 py-3 text-lg ${error ? "border-red-700" : "border-cloud"} focus:border-green focus:outline-none`}
              />
              {error ? (
                <p id={`${id}-${field}-error`} className="mt-1 text-sm font-semibold text-red-700">
                  {texts.errors[error].replace("{min}", number.format(bounds.min)).replace("{max}", number.format(bounds.max))}
                </p>
              ) : null}
            </div>
          );
        })}
      </form>
      <div className="rounded-3xl bg-night p-8 text-white" aria-live="polite" data-testid="roi-results">
        <h2 className="text-2xl font-bold">{texts.resultsTitle}</h2>
        {estimate ? (
          <dl className="mt-6 space-y-6">
            <div>
              <dt className="text-white/80">{texts.savingsLabel}</dt>
              <dd className="text-4xl font-bold" data-testid="roi-savings">
                {money.format(estimate.savings)}
              </dd>
            </div>
            <div>
              <dt className="text-white/80">{texts.hoursSavedLabel}</dt>
              <dd className="text-4xl font-bold" data-testid="roi-hours">
                {number.format(estimate.hoursSaved)}
              </dd>
            </div>
          </dl>
        ) : (
          <p className="mt-6 text-white/90">{texts.invalidResult}</p>
        )}
        {cta ? (
          <a href={cta.href} onClick={handOff} data-cta="roi-calculator" className={ctaClassName({ type: "primary", colorClass: "bg-white text-night hover:bg-sugar", className: "mt-8" })}>
            {cta.label}
          </a>
        ) : null}
      </div>
    </div>
  );
}
