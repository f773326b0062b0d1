import type { Lead, LeadFields } from "@/lib/leads/lead";
import { campaignFieldsOf } from "@/lib/leads/source";
import { localeTable, type Locale } from "@/routing/locales";
import { welcomeMail } from "../mail/env";
import { mailDelivery } from "../mail/queue";
import { registeredEvent } from "../mail/registered-event";
import { learnerOf } from "../integrations/learning-app";
import type { MarketoLead } from "../integrations/marketo";
import type { OutboxMessage } from "../outbox/destinations";

/**
 * Where each kind of lead is delivered: the one table. A form's route is looked up by its type, any other lead's by
 * its kind; each returns the outbox entries stored with the lead, in the same transaction. Learning app:
 * the account or course; Marketo: the lead; mail: what the visitor asked for; Chili Piper: a demo's booking.
 */

/** What a route knows besides the lead: values computed for this submission that are never stored with it. */
export interface RouteContext {
  submissionId: string;
  /** The learner's password, hashed (free trial, course registration). */
  passwordHash?: string;
  /** A signed link the mail carries (a preference-center link, a newsletter confirmation): never in the stored lead. */
  link?: string;
  /**
   * The document a gated-content lead asked for and its title, checked against the content by the endpoint (a page's
   * own file first, else its form_config's): only then is its link mailed. (The content queries stay out of this
   * table, which the backend functions load outside Next.)
   */
  ebook?: { documentId: string; title: string | null };
}

type Route = (lead: Lead, context: RouteContext) => OutboxMessage[] | Promise<OutboxMessage[]>;

/** The visitor's fields as downstream systems get them: never the password. */
function visitor(fields: LeadFields): Omit<LeadFields, "password"> {
  const { password: _password, ...rest } = fields;
  return Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined && value !== "")) as Omit<LeadFields, "password">;
}

/** Marketo's lead: the campaign fields, the form's own answers (text, numbers, yes/no) and the visitor's fields. */
function marketoLead(lead: Lead, extra: Record<string, string | boolean> = {}): OutboxMessage {
  const answers = Object.fromEntries(Object.entries(lead.answers).filter((entry): entry is [string, string | boolean] => typeof entry[1] === "string" || typeof entry[1] === "boolean"));
  const fields: MarketoLead["fields"] = { ...campaignFieldsOf(lead.source), ...answers, ...visitor(lead.fields), ...extra };
  return { destination: "marketo.lead", message: { formType: lead.formType, formId: lead.formId ?? undefined, locale: lead.locale, fields } };
}

/** A form that goes to Marketo only: contact, partners. */
const toMarketo: Route = (lead) => (lead.fields.email ? [marketoLead(lead)] : []);

/** A form whose page promises marketing hears of it only with the visitor's tick (`marketingOnlyWithOptIn`). */
const withOptIn: Route = (lead) => (lead.fields.email && lead.fields.marketingOptIn === true ? [marketoLead(lead)] : []);

export const leadRoutes: Record<string, Route> = {
  /** A free trial: the learning-app account; with an address, the lead and (unless the app sends its own) the welcome. */
  free_trial(lead, { passwordHash }) {
    const company = lead.fields.company ?? localeTable[lead.locale].companyName;
    const routes: OutboxMessage[] = [{ destination: "learning_app.account", message: { lang: lead.locale, companyName: company, ...learnerOf(lead.fields), passwordHash } }];
    if (!lead.fields.email) return routes;
    routes.push(marketoLead(lead, { company }));
    const welcome = welcomeMail();
    if (welcome.send) {
      routes.push(mailDelivery({ template: "free_trial_welcome", to: lead.fields.email, locale: lead.locale, firstName: lead.fields.firstName, loginUrl: welcome.loginUrl }));
    }
    return routes;
  },

  /** A course registration: the learning app; with an address, the lead and the confirmation (with the event's calendar file). */
  async course_registration(lead, { passwordHash }) {
    const groupId = String(lead.answers.groupId);
    const routes: OutboxMessage[] = [{ destination: "learning_app.course", message: { groupId, lang: lead.locale, ...learnerOf(lead.fields), passwordHash } }];
    if (!lead.fields.email) return routes;
    routes.push(marketoLead({ ...lead, answers: {} }, { courseGroupId: groupId }));
    const event = await registeredEvent(groupId, lead.locale);
    // A course with a learner account: the mail is its way in (the completion says so).
    const loginUrl = !event && passwordHash ? welcomeMail().loginUrl : undefined;
    routes.push(mailDelivery({ template: "registration", to: lead.fields.email, locale: lead.locale, firstName: lead.fields.firstName, event, loginUrl }));
    return routes;
  },

  /** A demo request: the lead, and the booking Chili Piper routes. */
  demo: (lead) => [marketoLead(lead), { destination: "chilipiper.booking", message: { locale: lead.locale, fields: visitor(lead.fields) } }],
  contact: toMarketo,
  partners: toMarketo,

  /** An e-book: the lead, and the link to the document by mail when the form really hands one out. */
  gated_content(lead, { ebook }) {
    if (!lead.fields.email) return [];
    return [marketoLead(lead), ...(ebook ? [mailDelivery({ template: "ebook_link", to: lead.fields.email, locale: lead.locale, documentId: ebook.documentId, title: ebook.title })] : [])];
  },

  /** The maturity report's form: the report goes by mail (assessments.ts); the lead to Marketo only when the visitor agreed. */
  maturity_model: withOptIn,
  /** A signature of the manifesto: kept; to Marketo only when the visitor agreed. */
  manifesto: withOptIn,

  /** A completed assessment: with an address and the marketing box ticked, the lead and its maturity level (the page says the answers serve the report only). */
  assessment: (lead) =>
    lead.fields.email && lead.fields.marketingOptIn === true
      ? [{ destination: "marketo.lead", message: { formType: "maturity_model", locale: lead.locale, fields: { email: lead.fields.email, maturityOverallLevel: String(lead.answers.overallLevel) } } }]
      : [],

  /** A newsletter sign-up: the confirmation link only (double opt-in); Marketo hears of it once it is followed. */
  newsletter: (lead, { link }) => (lead.fields.email && link ? [mailDelivery({ template: "newsletter_confirmation", to: lead.fields.email, locale: lead.locale, confirmUrl: link })] : []),

  /** A preference change: Marketo's record of the subscription; a link request: the link by mail. */
  preferences(lead, { link }) {
    if (!lead.fields.email) return [];
    if (lead.answers.change === "link-request") return link ? [mailDelivery({ template: "preferences_link", to: lead.fields.email, locale: lead.locale, preferencesUrl: link })] : [];
    const topics = Array.isArray(lead.answers.topics) ? lead.answers.topics.map(String) : [];
    return [subscriptionToMarketo({ email: lead.fields.email, language: lead.locale, topics, unsubscribed: lead.answers.status === "unsubscribed" })];
  },
};

/** Marketo's record of a newsletter subscription: a change in the preference center, or a sign-up once confirmed. */
export function subscriptionToMarketo(subscription: { email: string; language: Locale; topics: readonly string[]; unsubscribed: boolean }): OutboxMessage {
  return {
    destination: "marketo.lead",
    message: {
      formType: "newsletter",
      locale: subscription.language,
      fields: { email: subscription.email, newsletterLanguage: subscription.language, newsletterTopics: subscription.topics.join(";"), unsubscribed: subscription.unsubscribed },
    },
  };
}

/** The outbox entries of a lead: a form's by its type, any other lead's by its kind (none without a route: stored). */
export async function deliveriesOf(lead: Lead, context: RouteContext): Promise<OutboxMessage[]> {
  const route = leadRoutes[lead.kind === "form" ? lead.formType : lead.kind];
  return route ? route(lead, context) : [];
}
