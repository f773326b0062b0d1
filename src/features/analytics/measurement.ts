import { useConsentStore } from "@/features/consent/store";
import { forgetRefusedCategory } from "@/features/consent/forget-refused";
import { initializeConsents } from "@/features/consent/manager";
import { syncMonitoring, monitoring } from "@/features/monitoring/datadog";
import { watchSvgLoadErrors } from "@/features/monitoring/svg-errors";
import { observeWebVitals } from "@/features/monitoring/web-vitals";
import { enrichCompanyDomain, readCompanyDomain } from "@/features/tracking/company-domain";
import { applyTrafficSourceConsent, captureTrafficSource, readTrafficSource } from "@/features/tracking/capture";
import { configureAnalytics, setAnalyticsOptOut, setUserProperties, trackEvent } from "./analytics";
import type { PrivacyConfig } from "./config";
import { trackCtaClick } from "./cta";
import { internalEvents, type FormSubmission } from "./events";
import { useAnalyticsStore } from "./store";
import { buildUserProperties } from "./user-properties";

export { trackCtaClick, trackEvent };

let started = false;

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
  let enriched = false;
  let vitalsObserved = false;

  // Web vitals are only reported with analytics consent, so their library loads only then.
  const observeVitals = () => {
    if (vitalsObserved) return;
    vitalsObserved = true;
    void observeWebVitals((metric) => {
      const properties = { name: metric.name, value: Math.round(metric.value * 1000) / 1000, rating: metric.rating };
      if (!config.monitoring) return trackEvent("Web vital", properties);
      void monitoring().then((rum) => {
        if (rum && useConsentStore.getState().analytics) rum.addAction("web_vital", properties);
      });
    });
  };

  const onAnalyticsConsent = (granted: boolean) => {
    // The source is written to the device only now, with the visitor's yes (spec's consent, the law's reading).
    applyTrafficSourceConsent(granted);
    if (config.monitoring) syncMonitoring(config.monitoring, granted);
    setAnalyticsOptOut(!granted);
    // Refused or withdrawn: every analytics trace goes, the company-domain enrichment and the last address included.
    if (!granted) return forgetRefusedCategory("analytics", () => !useConsentStore.getState().analytics);
    observeVitals();
    const identify = () => setUserProperties(buildUserProperties(config.variation, readTrafficSource(), readCompanyDomain()));
    identify();
    // Enrichment runs once per new session, and only with analytics consent (it reveals the visitor's network).
    if (isNewSession && !enriched) {
      enriched = true;
      void enrichCompanyDomain().then((company) => company && identify());
    }
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
