"use client";

import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from "react";
import { EmbeddedForm } from "./providers/EmbeddedForm";
import type { SubmittedForm } from "./providers/provider";
import type { FormContext, FormPlacement } from "./types";
import type { FormBundle } from "@/lib/forms/bundle";

export interface FormViewProps {
  /** From `formBundle()` on the server (pages) or `/api/forms/config` (the modal). */
  bundle: FormBundle;
  /** The form_config's body, rendered by the caller (`formIntro`, `withIntro`): its rich-text code stays out of the form's. */
  intro?: ReactNode;
  placement?: FormPlacement;
  /** Extra hidden values: `groupId` for a course, `assessment_id`, `content_name` of gated content. */
  context?: FormContext;
  /** Called once the submission is stored (embedded) or accepted (Marketo). */
  onCompleted?(result: SubmittedForm): void;
}

/**
 * A form_config's form with the provider the site is configured for, then its completion state.
 * Marketo needs a form id: without one it logs MARKETO_NO_FORM_ID and the embedded form serves,
 * so the visitor can still send the request.
 */
export function FormView({ bundle, intro, placement = "page", context, onCompleted }: FormViewProps) {
  const [submitted, setSubmitted] = useState<SubmittedForm | null>(null);
  // Gated content unlocks against a stored submission, so gated forms stay embedded (the outbox
  // forwards the lead to Marketo).
  const useMarketo = bundle.provider.kind === "marketo" && bundle.config.marketoFormId !== null && !bundle.config.hasGatedContent;

  useEffect(() => {
    if (bundle.provider.kind === "marketo" && !bundle.config.marketoFormId) {
      import("./providers/marketo").then(
        ({ reportMissingFormId }) => reportMissingFormId(bundle.config.id),
        () => undefined,
      );
    }
  }, [bundle]);

  const onSubmitted = useCallback(
    (result: SubmittedForm) => {
      // The address kept and the submit reported: code fetched with the completion's (a failed fetch loses only these).
      loadAfterSubmit().then(
        (module) => module.recordSubmission(bundle.config, result, { reportSubmit: !useMarketo }),
        () => undefined,
      );
      setSubmitted(result);
      onCompleted?.(result);
    },
    [bundle, onCompleted, useMarketo],
  );

  if (submitted) {
    return (
      <Suspense fallback={<CompletionLoading bundle={bundle} />}>
        <Completion bundle={bundle} submitted={submitted} context={context} />
      </Suspense>
    );
  }
  return (
    // The completion's code is fetched as the visitor enters the form, to be there when the submission is stored.
    <div className="flex flex-col gap-6" onFocus={warmCompletion}>
      {intro ? <div className="text-stone">{intro}</div> : null}
      {useMarketo ? (
        <Suspense fallback={null}>
          <MarketoForm bundle={bundle} placement={placement} context={context} onSubmitted={onSubmitted} />
        </Suspense>
      ) : (
        <EmbeddedForm bundle={bundle} placement={placement} context={context} onSubmitted={onSubmitted} />
      )}
    </div>
  );
}

/**
 * The completion (demo booking, gated download, newsletter notice) and the Marketo provider are chunks of their own:
 * a page with a form in view downloads neither until they are needed. A completion whose code cannot be fetched
 * (offline right after the submission, a new deployment's chunks) still says that the submission arrived.
 */
const loadCompletion = () => import("./Completion");
const loadAfterSubmit = () => import("./after-submit");
const warmCompletion = () => {
  for (const load of [loadCompletion, loadAfterSubmit]) void load().catch(() => undefined);
};
const Completion = lazy(() =>
  loadCompletion().then(
    (module) => ({ default: module.Completion }),
    () => ({ default: CompletionLoading }),
  ),
);
const MarketoForm = lazy(() => import("./providers/MarketoForm").then((module) => ({ default: module.MarketoForm })));

/** The stored submission's success line, while (or if) the completion's code does not arrive. */
function CompletionLoading({ bundle }: { bundle: FormBundle }) {
  return (
    <p role="status" className="text-2xl font-bold" data-testid="form-completion-pending">
      {bundle.config.completionTitle ?? bundle.texts.success}
    </p>
  );
}
