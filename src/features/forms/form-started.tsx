"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, type ReactNode } from "react";
import type { ClientFormConfig } from "@/lib/forms/bundle";

/** Entering a form: focusing one of its fields (a link or button of its intro is not yet a start). */
const isField = (target: EventTarget | null) => target instanceof Element && target.matches("input:not([type=hidden]), select, textarea");

/**
 * The area of a form that reports "Form started" the first time the visitor enters one of its fields on a page view:
 * once per form and page view (a form that stays through a navigation, the header's, counts again on the next page).
 * A plain focusin listener on the window, so a field entered before the form's code has loaded counts too. Like every event it is
 * sent only with analytics consent (`trackEvent` drops it on a refusal, and holds it while the consent state is not
 * yet known), by the measurement code the page has loaded.
 */
export function FormStartedArea({ config, children }: { config: Pick<ClientFormConfig, "id" | "formType">; children: ReactNode }) {
  const pathname = usePathname();
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    // On the window, in the capture phase: React stops a focus inside a form it has not hydrated yet at its root
    // (to replay it later), so a listener on the area would miss a field entered before the form's code runs.
    const onFocusIn = (event: FocusEvent) => {
      if (!isField(event.target) || !element.contains(event.target as Node)) return;
      window.removeEventListener("focusin", onFocusIn, true);
      void import("@/features/analytics/measurement").then(({ trackEvent }) => trackEvent("Form started", { form_type: config.formType, form_config_id: config.id }));
    };
    window.addEventListener("focusin", onFocusIn, true);
    return () => window.removeEventListener("focusin", onFocusIn, true);
  }, [pathname, config.id, config.formType]);
  return (
    <div ref={area} className="contents">
      {children}
    </div>
  );
}
