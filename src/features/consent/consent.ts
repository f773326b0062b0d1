/** The visitor's choice per category (spec section 3: necessary, analytics, ad). */
export interface ConsentState {
  necessary: boolean;
  analytics: boolean;
  ad: boolean;
}

export const consentCategories = ["necessary", "analytics", "ad"] as const satisfies readonly (keyof ConsentState)[];
export type ConsentCategory = (typeof consentCategories)[number];

export function allConsents(granted: boolean): ConsentState {
  return { necessary: granted, analytics: granted, ad: granted };
}

/** Without a stored choice: everything granted outside the EU, everything denied inside (or when unknown). */
export function defaultConsents(isEu: boolean): ConsentState {
  return allConsents(!isEu);
}

export type ConsentValue = "granted" | "denied";

/** Google consent mode's storage types. */
export interface GoogleConsent {
  ad_storage: ConsentValue;
  ad_user_data: ConsentValue;
  ad_personalization: ConsentValue;
  analytics_storage: ConsentValue;
  functionality_storage: ConsentValue;
}

const value = (granted: boolean): ConsentValue => (granted ? "granted" : "denied");

/** Maps the visitor's choice to Google consent mode: ad → the three ad types, necessary → functionality. */
export function toGoogleConsent(state: ConsentState): GoogleConsent {
  return {
    ad_storage: value(state.ad),
    ad_user_data: value(state.ad),
    ad_personalization: value(state.ad),
    analytics_storage: value(state.analytics),
    functionality_storage: value(state.necessary),
  };
}

/** Bing UET only knows ad storage. */
export function toUetConsent(state: ConsentState): { ad_storage: ConsentValue } {
  return { ad_storage: value(state.ad) };
}

/** Consent mode waits this long for the visitor's stored choice before tags fire (spec section 9). */
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;
