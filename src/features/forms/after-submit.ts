import { internalEvents } from "@/features/analytics/events";
import { rememberSubmittedEmail } from "./last-submitted-email";
import type { SubmittedForm } from "./providers/provider";
import type { ClientFormConfig } from "@/lib/forms/bundle";

/**
 * What follows a stored (embedded) or accepted (Marketo) submission besides the completion: the address is kept for
 * analytics (with consent), and the embedded submit is reported (Marketo's success handler reports its own).
 */
export function recordSubmission(config: ClientFormConfig, result: SubmittedForm, { reportSubmit }: { reportSubmit: boolean }): void {
  if (result.email) rememberSubmittedEmail(result.email);
  if (reportSubmit) internalEvents.emit("MARKETO_SUBMIT", { formId: config.marketoFormId ?? config.id, formType: config.formType });
}
