import { sql, type SelectQueryBuilder } from "kysely";
import { z } from "zod";
import { locales } from "@/routing/locales";
import type { Db } from "@/server/db";
import type { Database, OutboxStatus, Submission } from "@/server/db/schema";
import { submissionsTable, visitorFields, type SubmissionsTable } from "@/server/export";

/** Leads on one page of the console. */
export const LEADS_PAGE_SIZE = 50;
/** Submissions read per query while a search looks through them (a search never holds every payload at once). */
const SEARCH_CHUNK = 2_000;

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
  /** Part of an email address or a company name, any case. */
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
  return filtered;
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);

function parseJson(value: string | null): Record<string, unknown> {
  if (!value) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function companyOf(submission: Pick<Submission, "payload">): string | null {
  const fields = visitorFields(parseJson(submission.payload));
  return text(fields.company) ?? text(fields.companyName);
}

/** Whether a submission matches a search: its address or its company contains the words, in any case. */
function matchesSearch(submission: Pick<Submission, "email" | "payload">, search: string): boolean {
  const needle = search.toLocaleLowerCase();
  return [submission.email, companyOf(submission)].some((value) => value?.toLocaleLowerCase().includes(needle));
}

/** A traffic source record in a few words. */
export function describeTrafficSource(json: string | null): string {
  if (!json) return "unknown";
  const source = parseJson(json);
  const utm = text(source.utm_source);
  if (utm) return `${utm} / ${text(source.utm_medium) ?? "(none)"}`;
  if (text(source.gclid)) return "google / cpc";
  if (text(source.msclkid)) return "bing / cpc";
  const referrer = text(source.referrer);
  if (referrer) {
    try {
      return `${new URL(referrer).host} / referral`;
    } catch {
      return `${referrer} / referral`;
    }
  }
  return "direct";
}

function consentOf(submission: Submission, confirmed: Set<string>): Lead["consent"] {
  if (submission.kind === "newsletter") return confirmed.has(submission.id) ? "confirmed" : "unconfirmed";
  const optIn = visitorFields(parseJson(submission.payload)).marketingOptIn;
  if (optIn === undefined || optIn === null) return "not asked";
  return optIn === true || optIn === "true" || optIn === "on" || optIn === 1 ? "yes" : "no";
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
    const fields = visitorFields(parseJson(submission.payload));
    const name = [text(fields.firstName), text(fields.lastName)].filter(Boolean).join(" ") || null;
    const own = deliveries.get(submission.id) ?? [];
    return {
      id: submission.id,
      createdAt: submission.created_at,
      kind: submission.kind,
      form: submission.form_type ?? submission.kind,
      formId: submission.form_id,
      locale: submission.locale,
      email: submission.email ?? text(fields.email) ?? text(fields.mail),
      company: companyOf(submission),
      name,
      trafficSource: describeTrafficSource(submission.traffic_source),
      consent: consentOf(submission, confirmed),
      deliveries: own,
      deliveryState: deliveryStateOf(own),
      isSpam: submission.is_spam === 1,
    };
  });
}

/** The ids of the filtered submissions that match the search, newest first, read a chunk at a time. */
async function searchIds(db: Db, filters: LeadFilters, search: string): Promise<string[]> {
  const ids: string[] = [];
  let after: { created_at: string; id: string } | null = null;
  for (;;) {
    let query = applyFilters(db.selectFrom("submissions").select(["id", "email", "payload", "created_at"]), filters);
    if (after) {
      const last = after;
      query = query.where((eb) => eb.or([eb("created_at", "<", last.created_at), eb.and([eb("created_at", "=", last.created_at), eb("id", "<", last.id)])]));
    }
    const rows = await query.orderBy("created_at", "desc").orderBy("id", "desc").limit(SEARCH_CHUNK).execute();
    for (const row of rows) if (matchesSearch(row, search)) ids.push(row.id);
    if (rows.length < SEARCH_CHUNK) return ids;
    after = rows[rows.length - 1]!;
  }
}

async function submissionsByIds(db: Db, ids: string[]): Promise<Submission[]> {
  const found: Submission[] = [];
  for (let start = 0; start < ids.length; start += 500) {
    found.push(...(await db.selectFrom("submissions").selectAll().where("id", "in", ids.slice(start, start + 500)).execute()));
  }
  const order = new Map(ids.map((id, index) => [id, index]));
  return found.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
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
  let total: number;
  let submissions: Submission[];
  const pageOf = (count: number) => Math.min(filters.page, Math.max(1, Math.ceil(count / pageSize)));
  if (filters.q) {
    const ids = await searchIds(db, filters, filters.q);
    total = ids.length;
    const page = pageOf(total);
    submissions = await submissionsByIds(db, ids.slice((page - 1) * pageSize, page * pageSize));
  } else {
    const counted = await applyFilters(db.selectFrom("submissions").select((eb) => eb.fn.countAll<number | string>().as("n")), filters).executeTakeFirstOrThrow();
    total = Number(counted.n);
    const page = pageOf(total);
    submissions = await applyFilters(db.selectFrom("submissions").selectAll(), filters)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
  }
  const page = pageOf(total);
  return { leads: await toLeads(db, submissions), total, page, pageCount: Math.max(1, Math.ceil(total / pageSize)), forms };
}

/** Every lead the filters select (all pages), oldest first, as the export's table. */
export async function leadsTable(db: Db, filters: LeadFilters): Promise<SubmissionsTable> {
  const submissions = filters.q
    ? (await submissionsByIds(db, await searchIds(db, filters, filters.q))).reverse()
    : await applyFilters(db.selectFrom("submissions").selectAll(), filters).orderBy("created_at").orderBy("id").execute();
  return submissionsTable(db, submissions, { includeSpam: filters.spam });
}
