/**
 * The ROI model of the roi_calculator document. Collaborative learning replaces part of the time
 * employees spend in classic training (the document's `time_saved_ratio`, measured by the
 * content team on its customers: see the page's introduction). The hours given back are worth
 * the employees' average loaded hourly cost:
 *   hoursSaved = employees × trainingHours × timeSavedRatio
 *   savings    = hoursSaved × hourlyCost
 */
export interface RoiInput {
  employees: number;
  hourlyCost: number;
  trainingHours: number;
  /** Share of training time collaborative learning saves, 0-1. */
  timeSavedRatio: number;
}

export interface RoiEstimate {
  hoursSaved: number;
  savings: number;
}

const nonNegative = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

export function estimateRoi({ employees, hourlyCost, trainingHours, timeSavedRatio }: RoiInput): RoiEstimate {
  const hoursSaved = Math.round(nonNegative(employees) * nonNegative(trainingHours) * Math.min(1, nonNegative(timeSavedRatio)));
  return { hoursSaved, savings: Math.round(hoursSaved * nonNegative(hourlyCost)) };
}

/** An amount as the visitor typed it: whole amounts without decimals, others to the cent (52.50 stays 52.50). */
export function formatAmount(value: number, locale: string, currency: string): string {
  const digits = Number.isInteger(value) ? 0 : 2;
  return new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

/**
 * The message the demo form receives: the visitor's own figures as they entered them (never rounded) and the
 * estimate, in the page's number and currency formats. `template` has {employees}, {hourlyCost}, {trainingHours},
 * {hoursSaved} and {savings}.
 */
export function handOffMessage(template: string, inputs: RoiValues, estimate: RoiEstimate, locale: string, currency: string): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return template
    .replace("{employees}", number.format(inputs.employees))
    .replace("{hourlyCost}", formatAmount(inputs.hourly_cost, locale, currency))
    .replace("{trainingHours}", number.format(inputs.training_hours))
    .replace("{hoursSaved}", number.format(estimate.hoursSaved))
    .replace("{savings}", formatAmount(estimate.savings, locale, currency));
}

/** The visitor's inputs, by the name they carry in the URL. */
export const roiFields = ["employees", "hourly_cost", "training_hours"] as const;
export type RoiField = (typeof roiFields)[number];
export type RoiValues = Record<RoiField, number>;

/** Sensible bounds: a team of one to the largest employers, a minimum wage to a senior consultant, up to a full working year. */
export const roiBounds: Record<RoiField, { min: number; max: number; integer: boolean }> = {
  employees: { min: 1, max: 1_000_000, integer: true },
  hourly_cost: { min: 1, max: 2_000, integer: false },
  training_hours: { min: 1, max: 2_000, integer: false },
};

export type RoiFieldError = "required" | "not_a_number" | "too_small" | "too_large" | "not_whole";

/**
 * Reads a number as a visitor of the locale types it: "1,234.5" in en, "1.234,5" in de,
 * "1 234,5" (any space, incl. narrow no-break) in fr; a lone separator is the locale's decimal one.
 * Returns NaN for anything else.
 */
export function parseLocaleNumber(text: string, locale: string): number {
  const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === "decimal")?.value ?? ".";
  const group = decimal === "," ? "." : ",";
  let value = text.trim().replace(/[\s\u00a0\u202f']/g, "");
  if (value === "" || !/^[-+]?[\d.,]+$/.test(value)) return Number.NaN;
  // Group separators only between full groups of three digits.
  const groupPattern = new RegExp(`\\${group}(?=\\d{3}(?:\\D|$))`, "g");
  value = value.replace(groupPattern, "");
  if (value.includes(group)) return Number.NaN;
  value = value.replace(decimal, ".");
  if (value.split(".").length > 2) return Number.NaN;
  return Number(value);
}

export function checkRoiValue(field: RoiField, value: number, text: string): RoiFieldError | null {
  if (text.trim() === "") return "required";
  if (!Number.isFinite(value)) return "not_a_number";
  const bounds = roiBounds[field];
  if (value < bounds.min) return "too_small";
  if (value > bounds.max) return "too_large";
  if (bounds.integer && !Number.isInteger(value)) return "not_whole";
  return null;
}

/** The inputs a shared URL carries; a missing, malformed or out-of-bounds value falls back to the default. */
export function roiValuesFromQuery(query: string, defaults: RoiValues): RoiValues {
  const params = new URLSearchParams(query);
  const values = { ...defaults };
  for (const field of roiFields) {
    const raw = params.get(field);
    if (raw === null || !/^\d+(\.\d+)?$/.test(raw)) continue;
    const value = Number(raw);
    if (checkRoiValue(field, value, raw) === null) values[field] = value;
  }
  return values;
}

/** The query string that shares a result (plain numbers, whatever the locale). */
export function roiQuery(values: RoiValues): string {
  return new URLSearchParams(roiFields.map((field) => [field, String(values[field])])).toString();
}
