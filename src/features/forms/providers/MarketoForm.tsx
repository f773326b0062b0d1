"use client";

import { useEffect, useRef, useState } from "react";
import { ctaClassName } from "@/components/cta/classes";
import type { ErrorCode } from "@/lib/errors";
import { loadMarketoForm, loadMarketoScript, marketoFormElementId, onMarketoError } from "./marketo";
import type { FormProviderProps } from "./provider";

type MarketoError = Extract<ErrorCode, "MARKETO_LOAD_FAILED" | "MARKETO_POST_ERROR" | "MARKETO_SUBMIT_FAILED">;

/**
 * The Marketo provider: Forms 2.0 from the configured host. The script loads when the form comes
 * near the viewport (or at once in the modal): it is the form the visitor came for, and nothing
 * loads for a form that is never shown.
 */
export function MarketoForm({ bundle, placement, onSubmitted }: FormProviderProps) {
  const { config, provider, labels } = bundle;
  const formId = config.marketoFormId;
  const containerRef = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(placement === "modal");
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<MarketoError | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (visible || !containerRef.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setVisible(true), { rootMargin: "300px" });
    observer.observe(containerRef.current);
    return () => observer.disconnect();
  }, [visible]);

  useEffect(() => {
    if (provider.kind !== "marketo") return;
    return onMarketoError(provider.host, (code) => setError(code as MarketoError));
  }, [provider]);

  useEffect(() => {
    if (!visible || provider.kind !== "marketo") return;
    let current = true;
    loadMarketoScript(provider.host)
      .then((forms2) =>
        loadMarketoForm({
          forms2,
          host: provider.host,
          accountId: provider.accountId,
          formId,
          formType: config.formType,
          onSuccess: (values) => {
            const email = typeof values.Email === "string" ? values.Email : null;
            const strings = Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
            onSubmitted({ submissionId: null, booking: bundle.booking, email, values: strings });
          },
          onFailure: (code) => current && setError(code as MarketoError),
        }),
      )
      .then(() => current && setLoaded(true))
      .catch(() => current && setError("MARKETO_LOAD_FAILED"));
    return () => {
      current = false;
    };
  }, [visible, provider, formId, config.formType, bundle.booking, onSubmitted, attempt]);

  return (
    <div ref={containerRef} className="flex flex-col gap-4" data-form-provider="marketo">
      {!loaded && !error ? <p aria-live="polite">{labels.loading}</p> : null}
      {formId ? <form id={marketoFormElementId(formId)} /> : null}
      {error ? (
        <div role="alert" className="flex flex-col items-start gap-2 rounded-lg border-2 border-coral bg-coral/5 p-4">
          <p>{labels.failures[error]}</p>
          {error === "MARKETO_LOAD_FAILED" ? (
            <button type="button" className={ctaClassName({ type: "outline", small: true })} onClick={() => (setError(null), setAttempt((value) => value + 1))}>
              {labels.retry}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
