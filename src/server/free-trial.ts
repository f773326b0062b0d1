import type { Locale } from "@/routing/locales";
import type { FreeTrialPayload, TrafficSource } from "@/lib/forms/payloads";
import type { Db } from "./db";
import { welcomeMail } from "./mail/env";
import { mailDelivery } from "./mail/queue";
import type { OutboxMessage } from "./outbox/destinations";
import { hashPassword } from "./passwords";
import { recordSubmission } from "./submissions";

/** The company name a free trial gets when the visitor leaves it empty (spec section 3). */
export const defaultCompanyNames: Record<Locale, string> = {
  de: "Mein Unternehmen",
  fr: "Mon entreprise",
  en: "My company",
};

export interface FreeTrialInput extends Omit<FreeTrialPayload, "website" | "trafficSource"> {
  trafficSource?: TrafficSource | null;
  /** Extra lead fields for Marketo (hidden campaign fields of the form). */
  leadFields?: Record<string, string | boolean>;
  formId?: string;
}

/**
 * Stores a free-trial request and queues the account creation in the learning app (and, when there is an
 * address, the lead for Marketo and the welcome mail). The password is hashed before anything is written.
 */
export async function createFreeTrial(input: FreeTrialInput, options: { db?: Db; isSpam?: boolean; idempotencyKey?: string | null } = {}) {
  const companyName = input.companyName ?? defaultCompanyNames[input.lang];
  // A honeypot hit is stored flagged and never forwarded: its password is not worth a hash.
  const passwordHash = input.pw && !options.isSpam ? await hashPassword(input.pw) : undefined;
  const person = { email: input.mail, firstName: input.firstName, lastName: input.lastName, phone: input.phone };
  // The country is the lead's (Marketo, the record), not the learning app's account.
  const lead = { ...person, country: input.country };
  const destinations: OutboxMessage[] = [
    { destination: "learning_app.account", message: { lang: input.lang, companyName, ...person, passwordHash } },
  ];
  if (input.mail) {
    destinations.push({
      destination: "marketo.lead",
      message: {
        formType: "free_trial",
        formId: input.formId,
        locale: input.lang,
        fields: compact({ ...input.leadFields, ...lead, company: companyName }),
      },
    });
    const welcome = welcomeMail();
    // The welcome the form's completion promises ("check your inbox"), unless the learning app sends its own.
    if (welcome.send) {
      destinations.push(mailDelivery({ template: "free_trial_welcome", to: input.mail, locale: input.lang, firstName: input.firstName, loginUrl: welcome.loginUrl }));
    }
  }
  return recordSubmission(
    {
      kind: "free_trial",
      formType: "free_trial",
      formId: input.formId ?? null,
      locale: input.lang,
      email: input.mail,
      payload: compact({ ...lead, companyName, hasPassword: Boolean(passwordHash) }),
      trafficSource: input.trafficSource,
      destinations,
      isSpam: options.isSpam,
    },
    { db: options.db, idempotencyKey: options.idempotencyKey },
  );
}

/** Drops undefined values so stored JSON and lead fields stay clean. */
export function compact<T extends Record<string, unknown>>(record: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as never;
}
