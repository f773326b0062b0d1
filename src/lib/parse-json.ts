import { safeParse } from "zod/mini";
import type { $ZodType } from "zod/v4/core";

/** Parses stored JSON (a cookie, local storage) against a schema; malformed or invalid data is null, never an exception. */
export function parseJsonWith<T>(schema: $ZodType<T>, value: string | null | undefined): T | null {
  if (!value) return null;
  try {
    const parsed = safeParse(schema, JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
