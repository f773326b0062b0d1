import { newLead, splitFormValues, type LeadAnswers, type LeadFields, type LeadKind } from "@/lib/leads/lead";
import type { TrafficSource } from "@/lib/forms/traffic-source";
import { isCampaignField, trafficSourceOfCampaignFields } from "@/lib/leads/source";
import { isLocale } from "@/routing/locales";
import type { SubmissionInput } from "../leads/store";
import type { OutboxMessage } from "../outbox/destinations";

export interface TestSubmission {
  id?: string;
  kind?: LeadKind;
  formType?: string | null;
  formId?: string | null;
  locale?: string;
  email?: string | null;
  /** What a test's visitor sent, in a form's shape (`{ fields, hidden }`) or flat: read into the lead's fields and answers. */
  payload?: Record<string, unknown>;
  fields?: LeadFields;
  answers?: LeadAnswers;
  trafficSource?: TrafficSource | null;
  destinations?: readonly OutboxMessage[];
  isSpam?: boolean;
}

/** Tests: a submission as the store takes it (`recordSubmission`), from the few facts a test cares about. */
export function testSubmission(input: TestSubmission): SubmissionInput {
  const payload = input.payload ?? {};
  const nested = (payload.fields ?? null) as Record<string, unknown> | null;
  const hidden = (payload.hidden ?? {}) as Record<string, unknown>;
  const flat = { ...(nested ? { ...hidden, ...nested } : payload) };
  if (flat.mail !== undefined) flat.email ??= flat.mail;
  if (flat.companyName !== undefined) flat.company ??= flat.companyName;
  delete flat.mail;
  delete flat.companyName;
  for (const name of Object.keys(flat)) if (isCampaignField(name)) delete flat[name];
  const split = splitFormValues(flat);
  const kind = input.kind ?? "form";
  const fields = { ...split.fields, ...input.fields, ...(input.email ? { email: input.email } : {}) };
  return {
    id: input.id,
    lead: newLead({
      kind,
      formType: input.formType ?? kind,
      formId: input.formId ?? null,
      locale: input.locale && isLocale(input.locale) ? input.locale : "en",
      fields,
      answers: { ...split.answers, ...input.answers },
      source: input.trafficSource ?? trafficSourceOfCampaignFields(hidden),
    }),
    destinations: input.destinations ?? [],
    isSpam: input.isSpam,
  };
}
