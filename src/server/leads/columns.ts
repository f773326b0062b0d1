import { z } from "zod";
import type { Lead, LeadAnswers, LeadFields } from "@/lib/leads/lead";
import { trafficSourceSchema, type TrafficSource } from "@/lib/forms/traffic-source";
import { mailboxKey } from "@/lib/forms/mailbox";
import { attributionOf } from "@/lib/leads/source";
import { isLocale } from "@/routing/locales";
import type { Submission, SubmissionsTable } from "../db/schema";

/** What a row keeps of a lead beyond its columns (`payload`, JSON). */
export interface LeadDetails {
  phone?: string;
  jobTitle?: string;
  companySize?: string;
  message?: string;
  answers: LeadAnswers;
}

const detailsSchema = z.object({
  phone: z.string().optional().catch(undefined),
  jobTitle: z.string().optional().catch(undefined),
  companySize: z.string().optional().catch(undefined),
  message: z.string().optional().catch(undefined),
  answers: z.record(z.string(), z.unknown()).catch({}).default({}),
});

const consentColumn = (optIn: boolean | undefined) => (optIn === undefined ? null : optIn ? 1 : 0);

/** The columns of a lead's row (all but id, spam flag, time and idempotency key, which the store sets). */
export function leadColumns(lead: Lead): Omit<SubmissionsTable, "id" | "is_spam" | "created_at" | "idempotency_key"> {
  const { fields } = lead;
  const attribution = attributionOf(lead.source);
  const details: LeadDetails = {
    ...(fields.phone ? { phone: fields.phone } : {}),
    ...(fields.jobTitle ? { jobTitle: fields.jobTitle } : {}),
    ...(fields.companySize ? { companySize: fields.companySize } : {}),
    ...(fields.message ? { message: fields.message } : {}),
    answers: lead.answers,
  };
  return {
    kind: lead.kind,
    form_type: lead.formType,
    form_id: lead.formId,
    locale: lead.locale,
    email: fields.email?.toLowerCase() ?? null,
    email_key: fields.email ? mailboxKey(fields.email) : null,
    first_name: fields.firstName ?? null,
    last_name: fields.lastName ?? null,
    company: fields.company ?? null,
    country: fields.country ?? null,
    page: lead.page,
    source: attribution?.source ?? null,
    medium: attribution?.medium ?? null,
    campaign: attribution?.campaign ?? null,
    marketing_consent: consentColumn(fields.marketingOptIn),
    payload: JSON.stringify(details),
    traffic_source: lead.source ? JSON.stringify(lead.source) : null,
  };
}

function parsed(json: string | null): unknown {
  if (!json) return null;
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

/** A stored row as the lead it is; a malformed payload or traffic record reads as empty, never a failure. */
export function leadOfRow(row: Submission): Lead & { id: string; createdAt: string; isSpam: boolean } {
  const details = detailsSchema.parse(parsed(row.payload) ?? {});
  const source = trafficSourceSchema.safeParse(parsed(row.traffic_source));
  const fields: LeadFields = {
    ...(row.email ? { email: row.email } : {}),
    ...(row.first_name ? { firstName: row.first_name } : {}),
    ...(row.last_name ? { lastName: row.last_name } : {}),
    ...(details.phone ? { phone: details.phone } : {}),
    ...(details.jobTitle ? { jobTitle: details.jobTitle } : {}),
    ...(row.company ? { company: row.company } : {}),
    ...(details.companySize ? { companySize: details.companySize } : {}),
    ...(row.country ? { country: row.country } : {}),
    ...(details.message ? { message: details.message } : {}),
    ...(row.marketing_consent === null ? {} : { marketingOptIn: row.marketing_consent === 1 }),
  };
  return {
    id: row.id,
    createdAt: row.created_at,
    isSpam: row.is_spam === 1,
    kind: row.kind,
    formType: row.form_type ?? row.kind,
    formId: row.form_id,
    locale: isLocale(row.locale) ? row.locale : "en",
    page: row.page,
    fields,
    answers: details.answers as LeadAnswers,
    source: source.success ? ((source.data ?? null) as TrafficSource | null) : null,
  };
}
