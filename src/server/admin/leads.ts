import { sql, type SelectQueryBuilder } from "kysely";
import { z } from "zod";
import { locales } from "@/routing/locales";
import type { Db } from "@/server/db";
import type { Database, OutboxStatus, Submission } from "@/server/db/schema";
import { submissionsTable, type SubmissionsTable } from "@/server/export";
import type { TrafficSource } from "@/lib/forms/traffic-source";
import { attributionOf, describeAttribution } from "@/lib/leads/source";

/** Leads on one page of the console. */
export const LEADS_PAGE_SIZE = 50;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** The console's lead filters, as its GET form sends them; a value that does not fit is left out, never a failure. */
export const leadFiltersSchema = z.object({
  /** A form's type (demo, contact...) or, for submissions without one, their kind (free_trial, newsletter...). */
  form: z.preprocess(blankToUndefined, z.string().max(100).optional()).catch(undefined),
  /** First UTC day included, YYYY-MM-DD. */
  from: z.preprocess(blankToUndefined, day.optional()).catch(undefined),
  /** Last UTC day included, YYYY-MM-DD. */
  to: z.preprocess(blankToUndefined, day.optional()).catch(undefined),
  locale: z.preprocess(blankToUndefined, z.enum(locales).optional()).catch(undefined),
  /** Part of an email address, a company or a name, any case. */
  q: z.preprocess((value) => (typeof value === "string" ? value.trim() || undefined : undefined), z.string().max(200).optional()).catch(undefined),
  /** Honeypot submissions are left out unless asked for. */
  spam: z.preprocess((value) => value === "1" || value === "true" || value === true, z.boolean()).catch(false),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type LeadFilters = z.infer<typeof leadFiltersSchema>;

/** Filters from a query string (or a page's searchParams): unknown values fall back to "no filter". */
export function parseLeadFilters(params: URLSearchParams | Record<string, string | string[] | undefined>): LeadFilters {
  const entries = params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]);
  return leadFiltersSchema.parse(Object.fromEntries(entries.filter(([, value]) => value !== undefined)));
}

export type DeliveryState = "none" | OutboxStatus;
/** The worst state of a submission's deliveries comes first: that is the one the team acts on. */
const deliveryOrder: DeliveryState[] = ["failed", "parked", "processing", "pending", "forwarded"];

export interface Lead {
  id: string;
  createdAt: string;
  kind: Submission["kind"];
  /** form_type, else the kind. */
  form: string;
  formId: string | null;
  locale: string;
  email: string | null;
  company: string | null;
  name: string | null;
  /** utm_source / utm_medium, else the referrer, else "direct" ("unknown" when the browser kept no record). */
  trafficSource: string;
  /**
   * yes / no: the visitor ticked or left the marketing opt-in; confirmed / unconfirmed: a newsletter sign-up whose
   * link was (not yet) followed; not asked: the form has no consent field.
   */
  consent: "yes" | "no" | "confirmed" | "unconfirmed" | "not asked";
  deliveries: { destination: string; status: OutboxStatus; lastError: string | null }[];
  deliveryState: DeliveryState;
  isSpam: boolean;
}

export interface LeadsPage {
  leads: Lead[];
  total: number;
  page: number;
  pageCount: number;
  /** Every form (or kind) stored, for the filter's choices. */
  forms: string[];
}

const dayStart = (value: string) => `${value}T00:00:00.000Z`;
const dayAfter = (value: string) => new Date(Date.parse(dayStart(value)) + 86_400_000).toISOString();

type SubmissionQuery<O> = SelectQueryBuilder<Database, "submissions", O>;

/** Applies every filter SQL can apply (all but the search). */
function applyFilters<O>(query: SubmissionQuery<O>, filters: LeadFilters): SubmissionQuery<O> {
  let filtered = query;
  if (filters.form) {
    const form = filters.form;
    filtered = filtered.where((eb) => eb.or([eb("form_type", "=", form), eb.and([eb("form_type", "is", null), eb("kind", "=", form as Submission["kind"])])]));
  }
  if (filters.from) filtered = filtered.where("created_at", ">=", dayStart(filters.from));
  if (filters.to) filtered = filtered.where("created_at", "<", dayAfter(filters.to));
  if (filters.locale) filtered = filtered.where("locale", "=", filters.locale);
  if (!filters.spam) filtered = filtered.where("is_spam", "=", 0);
  if (filters.q) {
    // Part of an address, a company or a name, any case: a LIKE pattern whose own wildcards are escaped.
    const pattern = `%${filters.q.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    const like = (column: "email" | "company" | "first_name" | "last_name") => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    filtered = filtered.where((eb) => eb.or([like("email"), like("company"), like("first_name"), like("last_name")]));
  }
  return filtered;
}

/** A traffic source record in a few words (the console's source column): see `attributionOf`. */
export function describeTrafficSource(json: string | null): string {
  let source: unknown = null;
  try {
    source = json ? JSON.parse(json) : null;
  } catch {
    source = null;
  }
  return describeAttribution(attributionOf(source && typeof source === "object" ? (source as TrafficSource) : null));
}

function consentOf(submission: Submission, confirmed: Set<string>): Lead["consent"] {
  if (submission.kind === "newsletter") return confirmed.has(submission.id) ? "confirmed" : "unconfirmed";
  if (submission.marketing_consent === null) return "not asked";
  return submission.marketing_consent === 1 ? "yes" : "no";
}

function deliveryStateOf(deliveries: Lead["deliveries"]): DeliveryState {
  if (deliveries.length === 0) return "none";
  return deliveryOrder.find((state) => deliveries.some((delivery) => delivery.status === state)) ?? "pending";
}

/** The leads of submissions, with their deliveries (from the outbox) and newsletter confirmations. */
async function toLeads(db: Db, submissions: Submission[]): Promise<Lead[]> {
  const ids = submissions.map((submission) => submission.id);
  const deliveries = new Map<string, Lead["deliveries"]>();
  const confirmed = new Set<string>();
  for (let start = 0; start < ids.length; start += 500) {
    const chunk = ids.slice(start, start + 500);
    const entries = await db.selectFrom("outbox").select(["submission_id", "destination", "status", "last_error"]).where("submission_id", "in", chunk).orderBy("destination").execute();
    for (const entry of entries) {
      deliveries.set(entry.submission_id, [...(deliveries.get(entry.submission_id) ?? []), { destination: entry.destination, status: entry.status, lastError: entry.last_error }]);
    }
    const confirmations = await db.selectFrom("newsletter_confirmations").select("submission_id").where("submission_id", "in", chunk).execute();
    for (const row of confirmations) confirmed.add(row.submission_id);
  }
  return submissions.map((submission) => {
    const own = deliveries.get(submission.id) ?? [];
    return {
      id: submission.id,
      createdAt: submission.created_at,
      kind: submission.kind,
      form: submission.form_type ?? submission.kind,
      formId: submission.form_id,
      locale: submission.locale,
      email: submission.email,
      company: submission.company,
      name: [submission.first_name, submission.last_name].filter(Boolean).join(" ") || null,
      trafficSource: describeAttribution(submission.source ? { source: submission.source, medium: submission.medium ?? "(none)", campaign: submission.campaign } : null),
      consent: consentOf(submission, confirmed),
      deliveries: own,
      deliveryState: deliveryStateOf(own),
      isSpam: submission.is_spam === 1,
    };
  });
}

/** The forms (or kinds) of every stored submission, for the filter's choices. */
export async function storedForms(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom("submissions")
    .select(sql<string>`coalesce(form_type, kind)`.as("form"))
    .distinct()
    .execute();
  return rows.map((row) => row.form).sort();
}

/** One page of leads, newest first, filtered by form, UTC days and locale and searched by address or company. */
export async function listLeads(db: Db, filters: LeadFilters, pageSize = LEADS_PAGE_SIZE): Promise<LeadsPage> {
  const forms = await storedForms(db);
  const counted = await applyFilters(db.selectFrom("submissions").select((eb) => eb.fn.countAll<number | string>().as("n")), filters).executeTakeFirstOrThrow();
  const total = Number(counted.n);
  const pageOf = (count: number) => Math.min(filters.page, Math.max(1, Math.ceil(count / pageSize)));
  const submissions = await applyFilters(db.selectFrom("submissions").selectAll(), filters)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset((pageOf(total) - 1) * pageSize)
    .execute();
  const page = pageOf(total);
  return { leads: await toLeads(db, submissions), total, page, pageCount: Math.max(1, Math.ceil(total / pageSize)), forms };
}

/** Every lead the filters select (all pages), oldest first, as the export's table. */
export async function leadsTable(db: Db, filters: LeadFilters): Promise<SubmissionsTable> {
  const submissions = await applyFilters(db.selectFrom("submissions").selectAll(), filters).orderBy("created_at").orderBy("id").execute();
  return submissionsTable(db, submissions, { includeSpam: filters.spam });
}
