// Runs on every page, in the first load: shape checks, not zod.
import { boolean, object, parseJsonWith } from "@/lib/shape";
import type { ConsentState } from "./consent";

const consentState = object({ necessary: boolean, analytics: boolean, ad: boolean });

/** The cookie holding the visitor's choice (spec: `consents`, with ad, analytics and necessary). */
export const CONSENTS_COOKIE = "consents";
export const CONSENTS_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Reads the cookie's JSON value; anything malformed counts as no choice made. */
export function parseConsentsCookie(value: string | null | undefined): ConsentState | null {
  return parseJsonWith(consentState, value);
}

export function serializeConsentsCookie(state: ConsentState): string {
  return JSON.stringify({ ad: state.ad, analytics: state.analytics, necessary: state.necessary });
}

/**
 * Inline in every page's head, before anything paints: marks `<html data-consent-chosen>` when the
 * `consents` cookie holds a choice (the shape parseConsentsCookie accepts), so the server-rendered banner
 * stays hidden for a visitor who has chosen (globals.css). Plain ES5, no dependencies; the front hashes
 * it into the page's CSP like any inline script.
 */
export const CONSENT_CHOSEN_SCRIPT = `try{var m=document.cookie.match(/(?:^|;\\s*)${CONSENTS_COOKIE}=([^;]*)/),c=m&&JSON.parse(decodeURIComponent(m[1]));if(c&&typeof c.necessary=="boolean"&&typeof c.analytics=="boolean"&&typeof c.ad=="boolean")document.documentElement.setAttribute("data-consent-chosen","")}catch(e){}`;
