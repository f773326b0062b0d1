"use client";

import { PrismicRichText } from "@prismicio/react";
import { useCallback, useEffect, useState } from "react";
import { internalEvents } from "@/features/analytics/events";
import { reportError } from "@/lib/errors";
import { linkResolver } from "@/routing/link-resolver";
import { Completion } from "./Completion";
import { rememberSubmittedEmail } from "./last-submitted-email";
import { EmbeddedForm } from "./providers/EmbeddedForm";
import { MarketoForm } from "./providers/MarketoForm";
import type { SubmittedForm } from "./providers/provider";
import type { FormContext, FormPlacement } from "./types";
import type { FormBundle } from "@/lib/forms/bundle";

export interface FormViewProps {
  /** From `formBundle()` on the server (pages) or `/api/forms/config` (the modal). */
  bundle: FormBundle;
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
export function FormView({ bundle, placement = "page", context, onCompleted }: FormViewProps) {
  const [submitted, setSubmitted] = useState<SubmittedForm | null>(null);
  // Gated content unlocks against a stored submission, so gated forms stay embedded (the outbox
  // forwards the lead to Marketo).
  const useMarketo = bundle.provider.kind === "marketo" && bundle.config.marketoFormId !== null && !bundle.config.hasGatedContent;

  useEffect(() => {
    if (bundle.provider.kind === "marketo" && !bundle.config.marketoFormId) {
      reportError({ code: "MARKETO_NO_FORM_ID", context: { formConfigId: bundle.config.id } });
    }
  }, [bundle]);

  const onSubmitted = useCallback(
    (result: SubmittedForm) => {
      if (result.email) rememberSubmittedEmail(result.email);
      // Marketo's success handler reports its own submit; the embedded one is reported here.
      if (!useMarketo) internalEvents.emit("MARKETO_SUBMIT", { formId: bundle.config.marketoFormId ?? bundle.config.id, formType: bundle.config.formType });
      setSubmitted(result);
      onCompleted?.(result);
    },
    [bundle, onCompleted, useMarketo],
  );

  if (submitted) return <Completion bundle={bundle} submitted={submitted} context={context} />;
  const Provider = useMarketo ? MarketoForm : EmbeddedForm;
  return (
    <div className="flex flex-col gap-6">
      {bundle.config.body.length > 0 ? (
        <div className="text-stone">
          <PrismicRichText field={bundle.config.body} linkResolver={linkResolver} />
        </div>
      ) : null}
      <Provider bundle={bundle} placement={placement} context={context} onSubmitted={onSubmitted} />
    </div>
  );
}
