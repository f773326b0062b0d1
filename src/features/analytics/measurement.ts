import { useConsentStore } from "@/features/consent/store";
import { forgetRefusedCategory } from "@/features/consent/forget-refused";
import { initializeConsents } from "@/features/consent/manager";
import { watchSvgLoadErrors } from "@/features/monitoring/svg-errors";
import { applyTrafficSourceConsent, captureTrafficSource } from "@/features/tracking/capture";
import { configureAnalytics, setAnalyticsOptOut, trackEvent } from "./analytics";
import type { PrivacyConfig } from "./config";
import { trackCtaClick } from "./cta";
import { internalEvents, type FormSubmission } from "./events";
import { useAnalyticsStore } from "./store";

export { trackCtaClick, trackEvent };

let started = false;

/** What runs only with analytics consent (vitals, monitoring, user properties, enrichment): loaded on the first yes. */
let consented: Promise<typeof import("./consented")> | null = null;

/** The page's analytics name: the one the page set, else its route id; unknown paths are "404". */
export function currentPageName(routeName: string): string {
  const { pageName, pagePath } = useAnalyticsStore.getState();
  if (pageName && pagePath === location.pathname) return pageName;
  return routeName;
}

/** The route of the page on screen, as the last page view named it. */
let currentRouteName = "home";

/** A page view asked for while the consent state was still being computed (the visitor's country asked). */
let viewBeforeConsent = false;

/** A page view, named by the page itself (`<PageName>`) or else by its route. */
export function trackPageView(routeName = currentRouteName): void {
  currentRouteName = routeName;
  // Counted once the state is known, if analytics is granted then (see startMeasurement).
  if (!useConsentStore.getState().isInitialized) {
    viewBeforeConsent = true;
    return;
  }
  trackEvent("Page viewed", { page_name: currentPageName(routeName), path: location.pathname, title: document.title });
}

/**
 * Starts consent, traffic source, analytics and monitoring once per page load, in that order:
 * consent first so that nothing is sent before the visitor's choice is known.
 */
export function startMeasurement(config: PrivacyConfig): void {
  if (started) return;
  started = true;
  // A log line, never a request: it needs no consent.
  watchSvgLoadErrors();
  configureAnalytics({ amplitudeApiKey: config.amplitudeApiKey });
  initializeConsents({ gtmId: config.gtmId });
  const isNewSession = captureTrafficSource({ emailDomain: config.emailDomain });

  const onAnalyticsConsent = (granted: boolean) => {
    // The source is written to the device only now, with the visitor's yes (spec's consent, the law's reading).
    applyTrafficSourceConsent(granted);
    setAnalyticsOptOut(!granted);
    if (granted) {
      consented ??= import("./consented");
      void consented.then((module) => module.analyticsGranted(config, isNewSession));
      return;
    }
    // Withdrawn after a yes on this page: monitoring, started then, stops tracking.
    void consented?.then((module) => module.analyticsWithdrawn(config));
    // Refused or withdrawn: every analytics trace goes, the company-domain enrichment and the last address included.
    forgetRefusedCategory("analytics", () => !useConsentStore.getState().analytics);
  };
  const forgetAds = () => forgetRefusedCategory("ad", () => !useConsentStore.getState().ad);
  // Applied once the state is known: while the country is asked, the state is "denied" only because it is not
  // computed yet, and a refusal would erase a returning visitor's stored source and the legacy cookie. A state known
  // at once (the visitor's consents cookie) applies its refusals now, the ads' included: the subscription below only
  // sees what changes after this.
  if (useConsentStore.getState().isInitialized) {
    if (!useConsentStore.getState().ad) forgetAds();
    onAnalyticsConsent(useConsentStore.getState().analytics);
  }

  useConsentStore.subscribe((state, previous) => {
    if (!state.isInitialized) return;
    const initializing = !previous.isInitialized;
    if (!state.ad && (initializing || previous.ad)) forgetAds();
    const pendingView = initializing && viewBeforeConsent;
    if (initializing) viewBeforeConsent = false;
    if (!initializing && state.analytics === previous.analytics) return;
    onAnalyticsConsent(state.analytics);
    // The page on which the visitor said yes counts as viewed, and so does the one viewed while the country was asked.
    if (state.analytics && (!initializing || pendingView)) trackPageView();
  });

  const onSubmit = (kind: string) => (submission: FormSubmission) =>
    trackEvent("Form submitted", { form_id: submission.formId, form_type: submission.formType ?? null, kind });
  internalEvents.on("MARKETO_SUBMIT", onSubmit("marketo"));
  internalEvents.on("CHILIPIPER_SUBMIT", onSubmit("chilipiper"));
}
