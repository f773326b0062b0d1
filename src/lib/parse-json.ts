import type { z } from "zod";

/** Parses stored JSON (a cookie, local storage) against a schema; malformed or invalid data is null, never an exception. */
export function parseJsonWith<T>(schema: z.ZodType<T>, value: string | null | undefined): T | null {
  if (!value) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
