import { internalEvents } from "@/features/analytics/events";
import { forgetSubmittedEmail } from "@/features/forms/last-submitted-email";
import { readCookie, writeCookie } from "@/lib/browser-cookies";
import { logAction, reportError } from "@/lib/errors";
import { defaultConsents, type ConsentState } from "./consent";
import { CONSENTS_COOKIE, CONSENTS_COOKIE_MAX_AGE, parseConsentsCookie, serializeConsentsCookie } from "./cookie";
import { isConsentRequiredCountry } from "./eu";
import { GEO_COUNTRY_COOKIE } from "./geo";
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

/**
 * Runs once at startup: compute the state, store it, enable the tag manager, apply the state.
 * Success emits CONSENTS_INITIALIZED and logs the consents-initialized action; an exception is logged as
 * CONSENTS_INITIALIZATION_FAILED.
 */
export function initializeConsents(options: { gtmId?: string; target?: Window } = {}): void {
  if (initialized) return;
  initialized = true;
  const target = options.target ?? window;
  configuredGtmId = options.gtmId;
  try {
    const { state, hasChosen } = computeConsents(readCookie(CONSENTS_COOKIE), readCookie(GEO_COUNTRY_COOKIE));
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
