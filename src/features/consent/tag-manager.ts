import { errorMessages } from "@/lib/errors";
import { CONSENT_WAIT_FOR_UPDATE_MS, toGoogleConsent, toUetConsent, type ConsentState } from "./consent";

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    uetq?: { push(...args: unknown[]): unknown };
  }
}

const gtmIdPattern = /^GTM-[A-Z0-9]+$/;

/** Tag manager ids are `GTM-` then uppercase letters and digits (spec section 5). */
export function isValidGtmId(id: unknown): id is string {
  return typeof id === "string" && gtmIdPattern.test(id);
}

export type ConsentCommand = "default" | "update";

/** Sends the choice to Google consent mode; the default waits for an update as the spec says. */
export function applyGoogleConsent(command: ConsentCommand, state: ConsentState, target: Window = window): void {
  if (typeof target.gtag !== "function") throw new Error("gtag is not defined");
  const consent = toGoogleConsent(state);
  target.gtag("consent", command, command === "default" ? { ...consent, wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS } : consent);
}

/** Sends the choice to Bing UET's queue. */
export function applyUetConsent(command: ConsentCommand, state: ConsentState, target: Window = window): void {
  if (typeof target.uetq?.push !== "function") throw new Error("uetq is not defined");
  target.uetq.push("consent", command, toUetConsent(state));
}

/**
 * Sets up the queues tags read once they load (`dataLayer`, `gtag`, `uetq`).
 * Nothing is fetched here: the tag manager script loads only through `loadTagManager`.
 */
export function enableTagManager(target: Window = window): void {
  target.dataLayer = target.dataLayer ?? [];
  if (typeof target.gtag !== "function") {
    const dataLayer = target.dataLayer;
    // gtag.js reads the `arguments` object itself, not an array copy.
    target.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
  }
  // UET replaces this array with its own queue when it loads and replays what was pushed.
  target.uetq = target.uetq ?? [];
}

/** Whether the visitor's choice lets any tag run, so the tag manager may load. */
export function tagManagerAllowed(state: ConsentState): boolean {
  return state.analytics || state.ad;
}

/** Loads the tag manager script once. Throws `GTM is not defined` for a missing or invalid id. */
export function loadTagManager(gtmId: string | undefined, target: Window = window): void {
  if (!isValidGtmId(gtmId)) throw new Error(errorMessages.gtmNotDefined);
  const doc = target.document;
  if (doc.getElementById("gtm-script")) return;
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = doc.createElement("script");
  script.id = "gtm-script";
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  doc.head.appendChild(script);
}
