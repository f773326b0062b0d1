/**
 * Shape checks for the little data the first load reads back (a cookie, local storage, a small JSON
 * answer). zod stays with the forms: on every page its ~20 KB gzipped would cost more than the checks.
 * A check returns the value it accepts (unknown keys of an object dropped) or `INVALID`.
 */
export const INVALID: unique symbol = Symbol("invalid");
export type Check<T> = (value: unknown) => T | typeof INVALID;
export type Checked<C> = C extends Check<infer T> ? T : never;

export const string: Check<string> = (value) => (typeof value === "string" ? value : INVALID);
export const boolean: Check<boolean> = (value) => (typeof value === "boolean" ? value : INVALID);
export const finiteNumber: Check<number> = (value) => (typeof value === "number" && Number.isFinite(value) ? value : INVALID);

/** A string that is not blank once trimmed (returned trimmed). */
export const text: Check<string> = (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : INVALID);

export function numberBetween(min: number, max: number): Check<number> {
  return (value) => (typeof value === "number" && value >= min && value <= max ? value : INVALID);
}

export function literal<const T extends string>(...allowed: T[]): Check<T> {
  return (value) => (allowed.includes(value as T) ? (value as T) : INVALID);
}

export function nullable<T>(check: Check<T>): Check<T | null> {
  return (value) => (value === null ? null : check(value));
}

export function either<A, B>(a: Check<A>, b: Check<B>): Check<A | B> {
  return (value) => {
    const first = a(value);
    return first === INVALID ? b(value) : first;
  };
}

/** Marks an object key as optional: absent or undefined is fine, and stays absent. */
export interface Optional<T> {
  optional: Check<T>;
}
export const optional = <T>(check: Check<T>): Optional<T> => ({ optional: check });

type Fields = Record<string, Check<unknown> | Optional<unknown>>;
type Required<F extends Fields> = { [K in keyof F as F[K] extends Optional<unknown> ? never : K]: F[K] extends Check<infer T> ? T : never };
type Partial<F extends Fields> = { [K in keyof F as F[K] extends Optional<unknown> ? K : never]?: F[K] extends Optional<infer T> ? T : never };
export type ObjectOf<F extends Fields> = Required<F> & Partial<F> extends infer O ? { [K in keyof O]: O[K] } : never;

/** A plain object with these fields; keys not listed are dropped. */
export function object<F extends Fields>(fields: F): Check<ObjectOf<F>> {
  return (value) => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return INVALID;
    const source = value as Record<string, unknown>;
    const result: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(fields)) {
      const isOptional = typeof field !== "function";
      if (isOptional && source[key] === undefined) continue;
      const checked = (isOptional ? field.optional : field)(source[key]);
      if (checked === INVALID) return INVALID;
      result[key] = checked;
    }
    return result as ObjectOf<F>;
  };
}

/** The checked value, or null when it does not fit. */
export function check<T>(shape: Check<T>, value: unknown): T | null {
  const checked = shape(value);
  return checked === INVALID ? null : checked;
}

/** Parses stored JSON (a cookie, local storage) against a shape; malformed or invalid data is null, never an exception. */
export function parseJsonWith<T>(shape: Check<T>, value: string | null | undefined): T | null {
  if (!value) return null;
  try {
    return check(shape, JSON.parse(value));
  } catch {
    return null;
  }
}
