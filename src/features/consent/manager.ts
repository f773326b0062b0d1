import { internalEvents } from "@/features/analytics/events";
import { forgetSubmittedEmail } from "@/features/forms/last-submitted-email";
import { readCookie, writeCookie } from "@/lib/browser-cookies";
import { logAction, reportError } from "@/lib/errors";
import { defaultConsents, type ConsentState } from "./consent";
import { CONSENTS_COOKIE, CONSENTS_COOKIE_MAX_AGE, parseConsentsCookie, serializeConsentsCookie } from "./cookie";
import { isConsentRequiredCountry } from "./eu";
import { GEO_COUNTRY_COOKIE, GEO_ENDPOINT } from "./geo";
import { useConsentStore } from "./store";
import {
  applyGoogleConsent,
  applyUetConsent,
  enableTagManager,
  loadTagManager,
  tagManagerAllowed,
  type ConsentCommand,
} from "./tag-manager";

let initialized = false;
let configuredGtmId: string | undefined;

/** The stored choice, or the regional default when there is none (or it is malformed). */
export function computeConsents(cookieValue: string | null, country: string | null): { state: ConsentState; hasChosen: boolean } {
  const stored = parseConsentsCookie(cookieValue);
  return stored ? { state: stored, hasChosen: true } : { state: defaultConsents(isConsentRequiredCountry(country)), hasChosen: false };
}

function applyConsents(command: ConsentCommand, state: ConsentState, target: Window): void {
  applyGoogleConsent(command, state, target);
  applyUetConsent(command, state, target);
  if (configuredGtmId && tagManagerAllowed(state)) loadTagManager(configuredGtmId, target);
}

/** How long the banner waits for the visitor's country before it starts from EU defaults (everything denied). */
export const GEO_TIMEOUT_MS = 3_000;

/**
 * The visitor's country: the session's cookie, else `/api/geo` (which sets the cookie for the next pages);
 * null when unknown or unanswered (EU defaults).
 */
async function askCountry(target: Window): Promise<string | null> {
  const request = target.fetch?.bind(target) ?? globalThis.fetch;
  try {
    const response = await request(GEO_ENDPOINT, { credentials: "same-origin", signal: AbortSignal.timeout(GEO_TIMEOUT_MS) });
    if (!response.ok) return null;
    const { country } = (await response.json()) as { country?: unknown };
    return typeof country === "string" ? country : null;
  } catch {
    return null;
  }
}

/**
 * Runs once at startup: compute the state, store it, enable the tag manager, apply the state.
 * Success emits CONSENTS_INITIALIZED and logs the consents-initialized action; an exception is logged as
 * CONSENTS_INITIALIZATION_FAILED. Without a stored choice or a known country, the country is asked first
 * (`/api/geo`: pages are shared and carry none), so the returned promise settles after that answer.
 */
export function initializeConsents(options: { gtmId?: string; target?: Window } = {}): Promise<void> {
  if (initialized) return Promise.resolve();
  initialized = true;
  const target = options.target ?? window;
  configuredGtmId = options.gtmId;
  const choice = readCookie(CONSENTS_COOKIE);
  const country = readCookie(GEO_COUNTRY_COOKIE);
  if (parseConsentsCookie(choice) || country !== null) {
    start(target, choice, country);
    return Promise.resolve();
  }
  return askCountry(target).then((asked) => start(target, choice, asked));
}

function start(target: Window, choice: string | null, country: string | null): void {
  try {
    const { state, hasChosen } = computeConsents(choice, country);
    useConsentStore.getState().setConsents(state, hasChosen);
    enableTagManager(target);
    applyConsents("default", state, target);
    internalEvents.emit("CONSENTS_INITIALIZED", state);
    logAction("consents-initialized", { ...state, hasChosen });
  } catch (cause) {
    reportError({ code: "CONSENTS_INITIALIZATION_FAILED", cause });
  }
}

/** Saves the visitor's choice: cookie for a year, store, then tags are updated. */
export function saveConsents(state: ConsentState, target: Window = window): void {
  writeCookie(CONSENTS_COOKIE, serializeConsentsCookie(state), { maxAge: CONSENTS_COOKIE_MAX_AGE, sameSite: "Lax" });
  if (!state.analytics) forgetSubmittedEmail();
  const store = useConsentStore.getState();
  store.setConsents(state, true);
  store.closeModal();
  try {
    applyConsents("update", state, target);
  } catch (cause) {
    reportError({ code: "CONSENTS_INITIALIZATION_FAILED", message: "Applying the saved consents failed", cause });
  }
}
