// zod/mini: this runs on every page, in the first load.
import * as z from "zod/mini";
import { parseJsonWith } from "@/lib/parse-json";
import type { ConsentState } from "./consent";

const consentStateSchema = z.object({
  necessary: z.boolean(),
  analytics: z.boolean(),
  ad: z.boolean(),
});

/** The cookie holding the visitor's choice (spec: `consents`, with ad, analytics and necessary). */
export const CONSENTS_COOKIE = "consents";
export const CONSENTS_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Reads the cookie's JSON value; anything malformed counts as no choice made. */
export function parseConsentsCookie(value: string | null | undefined): ConsentState | null {
  return parseJsonWith(consentStateSchema, value);
}

export function serializeConsentsCookie(state: ConsentState): string {
  return JSON.stringify({ ad: state.ad, analytics: state.analytics, necessary: state.necessary });
}
