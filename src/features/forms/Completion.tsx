"use client";

import { useCallback, useEffect, useRef, useState, type MouseEvent } from "react";
import { ctaClassName } from "@/components/cta/classes";
import { internalEvents } from "@/features/analytics/events";
import { reportError } from "@/lib/errors";
import { callConversionApi } from "@/lib/forms/api";
import { chiliPiperLead, loadChiliPiper } from "./chilipiper";
import { gatedDocumentId } from "./gated";
import type { SubmittedForm } from "./providers/provider";
import type { FormContext } from "./types";
import type { FormBundle, FormLabels } from "@/lib/forms/bundle";
import { fillTemplate } from "@/i18n/templates";

export interface CompletionProps {
  bundle: FormBundle;
  submitted: SubmittedForm;
  context?: FormContext;
}

/**
 * The completion state of a form: title and subtitle of the form_config, the demo booking step,
 * the gated download, the button after completion and the secondary CTA. The title takes focus
 * so screen readers announce the success.
 */
export function Completion({ bundle, submitted, context }: CompletionProps) {
  const { config, texts } = bundle;
  const gated = gatedDocumentId(config, context);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col items-start gap-4" data-testid="form-completion" data-form-type={config.formType}>
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        {config.completionTitle ?? texts.success}
      </h2>
      {config.completionSubtitle ? <p className="text-stone">{config.completionSubtitle}</p> : null}
      {config.formType === "newsletter" && submitted.submissionId ? <NewsletterConfirmationNotice bundle={bundle} submitted={submitted} /> : null}
      {submitted.booking ? <BookingStep bundle={bundle} submitted={submitted} /> : null}
      {gated ? <GatedDownload labels={bundle.labels} contentId={gated} submissionId={submitted.submissionId} name={context?.content_name} /> : null}
      <div className="flex flex-wrap items-center gap-4">
        {config.afterCompletion ? (
          <a href={config.afterCompletion.href} className={ctaClassName({ type: "primary" })}>
            {config.afterCompletion.label}
          </a>
        ) : null}
        {config.secondaryCta ? (
          <a href={config.secondaryCta.href} className={ctaClassName({ type: config.secondaryCta.style })}>
            {config.secondaryCta.label}
          </a>
        ) : null}
      </div>
    </div>
  );
}

/** Double opt-in: the subscription waits for the mailed link, and the visitor is told so, with the topics they asked for. */
function NewsletterConfirmationNotice({ bundle, submitted }: { bundle: FormBundle; submitted: SubmittedForm }) {
  const { definition } = bundle;
  const chosen = definition.fields.filter((field) => definition.requireOneOf?.includes(field.name) && submitted.values[field.name] === true);
  return (
    <div role="status" className="rounded-lg bg-sugar p-4" data-testid="newsletter-confirmation-sent">
      <p>{bundle.labels.newsletterConfirmationSent}</p>
      {chosen.length > 0 ? (
        <>
          <p className="mt-3 font-semibold">{bundle.labels.newsletterChosenTopics}</p>
          <ul className="mt-1 list-disc pl-5" data-testid="newsletter-chosen-topics">
            {chosen.map((field) => (
              <li key={field.name}>{field.label[bundle.config.locale]}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

function BookingStep({ bundle, submitted }: { bundle: FormBundle; submitted: SubmittedForm }) {
  const booking = submitted.booking;
  const [failed, setFailed] = useState(false);
  const formId = bundle.config.marketoFormId ?? bundle.config.id;

  useEffect(() => {
    if (booking?.provider !== "chilipiper") return;
    const fail = (cause?: unknown) => {
      reportError({ code: bundle.provider.kind === "marketo" ? "MARKETO_DEMO_BOOKED_FAILED" : "CHILIPIPER_SUBMIT_FAILED", cause });
      setFailed(true);
    };
    loadChiliPiper()
      .then((chiliPiper) =>
        chiliPiper.submit(booking.domain, booking.router, {
          lead: chiliPiperLead(submitted.values),
          onSuccess: () => internalEvents.emit("CHILIPIPER_SUBMIT", { formId, formType: bundle.config.formType }),
          onError: fail,
        }),
      )
      .catch(fail);
  }, [booking, bundle, formId, submitted.values]);

  if (booking?.provider === "chilipiper" && !failed) {
    return <p className="font-semibold">{bundle.labels.bookingTitle}</p>;
  }
  return (
    <p role="status" className="rounded-lg bg-sugar p-4" data-testid="booking-confirmation">
      {failed ? bundle.labels.bookingFailed : bundle.labels.bookingConfirmation}
    </p>
  );
}

/** The delivered document's download, named as its page names it in the visitor's language (`content_name`). */
function GatedDownload({ labels, contentId, submissionId, name }: { labels: FormLabels; contentId: string; submissionId: string | null; name?: string }) {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ attempt: number; url: string | null; expiresAt: number } | null>(null);

  const unlock = useCallback(
    () =>
      callConversionApi<{ url?: unknown; expiresAt?: unknown }>("/api/forms/gated", { method: "POST", body: { submissionId, contentId } }).then((answer) => ({
        url: answer.ok && typeof answer.data?.url === "string" ? answer.data.url : null,
        expiresAt: answer.ok && typeof answer.data?.expiresAt === "string" ? Date.parse(answer.data.expiresAt) : Number.POSITIVE_INFINITY,
      })),
    [contentId, submissionId],
  );

  useEffect(() => {
    if (!submissionId) return;
    let current = true;
    void unlock().then((answer) => {
      if (current) setResult({ attempt, ...answer });
    });
    return () => {
      current = false;
    };
  }, [unlock, submissionId, attempt]);

  const outcome = result?.attempt === attempt ? result : null;
  const url = outcome?.url ?? null;
  const failed = !submissionId || (outcome !== null && outcome.url === null);
  const label = fillTemplate(labels.download, { name: name || labels.downloadFallback });
  if (url) {
    // The signed link expires: a visitor who comes back to the tab later gets a fresh one on click.
    const refreshIfExpired = (event: MouseEvent<HTMLAnchorElement>) => {
      if (Date.now() < (outcome?.expiresAt ?? 0) - 60_000) return;
      event.preventDefault();
      void unlock().then((answer) => {
        if (answer.url) window.location.assign(answer.url);
        setResult({ attempt, ...answer });
      });
    };
    return (
      <a href={url} download className={ctaClassName({ type: "secondary" })} data-testid="gated-download" onClick={refreshIfExpired}>
        {label}
      </a>
    );
  }
  if (!failed) return <p aria-live="polite">{labels.preparingDownload}</p>;
  return (
    <div role="alert" className="flex flex-col items-start gap-2">
      <p>{labels.downloadFailed}</p>
      {submissionId ? (
        <button type="button" className={ctaClassName({ type: "outline", small: true })} onClick={() => setAttempt((value) => value + 1)}>
          {labels.retry}
        </button>
      ) : null}
    </div>
  );
}
