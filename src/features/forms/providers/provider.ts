import type { FormValues } from "@/lib/forms/schema";
import type { BookingStep } from "../submit";
import type { FormContext, FormPlacement } from "@/features/forms/types";
import type { FormBundle } from "@/lib/forms/bundle";

/** What a provider reports once the submission is stored (embedded) or accepted (Marketo). */
export interface SubmittedForm {
  /** The store's id (embedded provider); null for Marketo, which keeps its own. */
  submissionId: string | null;
  /** The demo's next step as the server decided it; null for other forms. */
  booking: BookingStep | null;
  email: string | null;
  values: FormValues;
}

/** The one interface of both providers (embedded and Marketo Forms 2.0). */
export interface FormProviderProps {
  bundle: FormBundle;
  placement: FormPlacement;
  context?: FormContext;
  onSubmitted(result: SubmittedForm): void;
}
