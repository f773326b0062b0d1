"use client";

import { allConsents } from "./consent";
import { warmCookieModal } from "./CookieModalHost";
import { saveConsents } from "./save";
import { useConsentStore } from "./store";
import type { CookieBannerTexts } from "./texts";

const button =
  "min-h-11 rounded-full px-5 py-2 text-sm font-semibold transition-colors focus-visible:outline-offset-2 disabled:cursor-progress";

/**
 * Shown until the visitor has made a choice; fixed at the bottom so it never shifts the page. It is in
 * the page's HTML, so it paints with the page (on a phone it is the largest text: rendered after
 * hydration it was the page's largest contentful paint); a visitor who has chosen never sees it, as
 * CONSENT_CHOSEN_SCRIPT hides it before the first paint. Its buttons work once the consent manager runs.
 */
export function CookieBanner({ texts }: { texts: CookieBannerTexts }) {
  const initialized = useConsentStore((state) => state.isInitialized);
  const hasChosen = useConsentStore((state) => state.hasChosen);
  const openModal = useConsentStore((state) => state.openModal);
  if (initialized && hasChosen) return null;
  const waiting = !initialized;

  return (
    <section
      aria-labelledby="cookie-banner-title"
      data-testid="cookie-banner"
      data-consent-banner={waiting ? "pending" : "shown"}
      className="fixed inset-x-2 bottom-2 z-50 mx-auto max-w-3xl rounded-2xl bg-night p-5 text-white shadow-2xl sm:inset-x-4 sm:bottom-4 sm:p-6"
    >
      <h2 id="cookie-banner-title" className="text-lg font-bold">
        {texts.title}
      </h2>
      <div className="mt-2 text-sm text-white/85 [&_a]:underline">{texts.description}</div>
      <div className="mt-4 flex flex-wrap gap-2 sm:justify-end">
        <button
          type="button"
          disabled={waiting}
          className={`${button} underline hover:bg-white/10`}
          onClick={openModal}
          onPointerEnter={warmCookieModal}
          onFocus={warmCookieModal}
        >
          {texts.customize}
        </button>
        <button type="button" disabled={waiting} className={`${button} border border-white hover:bg-white/10`} onClick={() => saveConsents(allConsents(false))}>
          {texts.rejectAll}
        </button>
        <button type="button" disabled={waiting} className={`${button} bg-white text-night hover:bg-cloud`} onClick={() => saveConsents(allConsents(true))}>
          {texts.acceptAll}
        </button>
      </div>
    </section>
  );
}
