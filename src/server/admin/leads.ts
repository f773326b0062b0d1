import { sql, type ExpressionBuilder, type SelectQueryBuilder } from "kysely";
import { z } from "zod";
import { locales } from "@/routing/locales";
import type { Db } from "@/server/db";
import type { Database, OutboxStatus, Submission } from "@/server/db/schema";
import { submissionsTable, type SubmissionsTable } from "@/server/export";
import type { TrafficSource } from "@/lib/forms/traffic-source";
import { attributionOf, describeAttribution } from "@/lib/leads/source";
import { recordAudit } from "./audit";
import type { AdminSession } from "./session";
import { deliveryOutcome, deliveryStateOf, deliveryStates, outcomeInSql, type DeliveryOutcome, type DeliveryState } from "./delivery-state";

/** Leads on one page of the console. */
export const LEADS_PAGE_SIZE = 50;
/** The most values a filter's list of choices offers (pages, sources, campaigns stored). */
export const MAX_CHOICES = 300;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() || undefined : undefined);
/** A text filter: trimmed, blank is no filter, too long is no filter. */
const textFilter = (max: number) => z.preprocess(trimmed, z.string().max(max).optional()).catch(undefined);

/** What a lead's consent column says (see `Lead.consent`). */
export const consentStates = ["yes", "no", "not asked", "confirmed", "unconfirmed"] as const;
export type ConsentState = (typeof consentStates)[number];

/** The console's lead filters, as its GET form sends them; a value that does not fit is left out, never a failure. */
export const leadFiltersSchema = z.object({
  /** A form's type (demo, contact...) or, for submissions without one, their kind (free_trial, newsletter...). */
  form: z.preprocess(blankToUndefined, z.string().max(100).optional()).catch(undefined),
  /** First UTC day included, YYYY-MM-DD. */
  from: z.preprocess(blankToUndefined, day.optional()).catch(undefined),
  /** Last UTC day included, YYYY-MM-DD. */
  to: z.preprocess(blankToUndefined, day.optional()).catch(undefined),
  locale: z.preprocess(blankToUndefined, z.enum(locales).optional()).catch(undefined),
  /** ISO 3166-1 alpha-2, any case (stored upper case). */
  country: z.preprocess(trimmed, z.string().regex(/^[A-Za-z]{2}$/).transform((value) => value.toUpperCase()).optional()).catch(undefined),
  /** The path of the page the visitor converted on, exactly (`page` is the list's page number). */
  path: z.preprocess(trimmed, z.string().startsWith("/").max(500).optional()).catch(undefined),
  /** The attribution's source (`linkedin`, `google`, a referring host, `(direct)`), any case. */
  source: textFilter(200).transform((value) => value?.toLowerCase()),
  /** The campaign (utm_campaign), exactly. */
  campaign: textFilter(200),
  consent: z.preprocess(blankToUndefined, z.enum(consentStates).optional()).catch(undefined),
  /** The worst state of the lead's deliveries (see `deliveryStateOf`), or `none`. */
  delivery: z.preprocess(blankToUndefined, z.enum(["none", ...deliveryStates]).optional()).catch(undefined),
  /** Part of an email address, a company or a name, any case. */
  q: textFilter(200),
  /** Honeypot submissions are left out unless asked for. */
  spam: z.preprocess((value) => value === "1" || value === "true" || value === true, z.boolean()).catch(false),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type LeadFilters = z.infer<typeof leadFiltersSchema>;

/** The filters a query string may carry (all but the page number), in the order the form shows them. */
export const LEAD_FILTER_NAMES = ["form", "from", "to", "country", "locale", "path", "source", "campaign", "consent", "delivery", "q"] as const satisfies readonly (keyof LeadFilters)[];

/** Filters from a query string (or a page's searchParams): unknown values fall back to "no filter". */
export function parseLeadFilters(params: URLSearchParams | Record<string, string | string[] | undefined>): LeadFilters {
  const entries = params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]);
  const parsed = leadFiltersSchema.parse(Object.fromEntries(entries.filter(([, value]) => value !== undefined)));
  // Left out rather than present as undefined: the filters compare and log as what was asked.
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined)) as LeadFilters;
}

/** The filters as a query string (without the page number unless given), for links, exports and paging. */
export function leadFilterQuery(filters: LeadFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const name of LEAD_FILTER_NAMES) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  if (filters.spam) params.set("spam", "1");
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  return params.toString();
}

export type { DeliveryState } from "./delivery-state";

export interface LeadDelivery {
  id: string;
  destination: string;
  status: OutboxStatus;
  /** The status, or `kept` for a delivery that only reached an embedded default (not sent). */
  outcome: DeliveryOutcome;
  lastError: string | null;
}

export interface Lead {
  id: string;
  createdAt: string;
  kind: Submission["kind"];
  /** form_type, else the kind. */
  form: string;
  formId: string | null;
  locale: string;
  /** ISO 3166-1 alpha-2, as the visitor chose it. */
  country: string | null;
  /** The path of the page the visitor converted on. */
  page: string | null;
  email: string | null;
  company: string | null;
  name: string | null;
  /** utm_source / utm_medium, else the referrer, else "direct" ("unknown" when the browser kept no record). */
  trafficSource: string;
  campaign: string | null;
  /**
   * yes / no: the visitor ticked or left the marketing opt-in; confirmed / unconfirmed: a newsletter sign-up whose
   * link was (not yet) followed; not asked: the form has no consent field.
   */
  consent: ConsentState;
  deliveries: LeadDelivery[];
  deliveryState: DeliveryState;
  isSpam: boolean;
}

/** The values each filter can take, from what is stored. */
export interface LeadFilterChoices {
  forms: string[];
  countries: string[];
  pages: string[];
  sources: string[];
  campaigns: string[];
}

export interface LeadsPage {
  leads: Lead[];
  total: number;
  page: number;
  pageCount: number;
  choices: LeadFilterChoices;
}

const dayStart = (value: string) => `${value}T00:00:00.000Z`;
const dayAfter = (value: string) => new Date(Date.parse(dayStart(value)) + 86_400_000).toISOString();

type SubmissionQuery<O> = SelectQueryBuilder<Database, "submissions", O>;
type SubmissionExpressions = ExpressionBuilder<Database, "submissions">;

/** Whether the lead has an outbox entry whose outcome is one of `outcomes`. */
const hasDelivery = (eb: SubmissionExpressions, outcomes: readonly DeliveryOutcome[]) =>
  eb.exists(eb.selectFrom("outbox as o").select(sql`1`.as("one")).whereRef("o.submission_id", "=", "submissions.id").where(outcomeInSql("o", outcomes)));

/** The delivery filter: an entry in that state and none in a worse one (`deliveryStateOf` in SQL). */
function deliveryCondition(eb: SubmissionExpressions, state: DeliveryState) {
  if (state === "none") return eb.not(eb.exists(eb.selectFrom("outbox as o").select(sql`1`.as("one")).whereRef("o.submission_id", "=", "submissions.id")));
  const worse = deliveryStates.slice(0, deliveryStates.indexOf(state));
  return worse.length === 0 ? hasDelivery(eb, [state]) : eb.and([hasDelivery(eb, [state]), eb.not(hasDelivery(eb, worse))]);
}

/** The consent filter: `consentOf` in SQL. */
function consentCondition(eb: SubmissionExpressions, consent: ConsentState) {
  const confirmed = eb.exists(eb.selectFrom("newsletter_confirmations as c").select(sql`1`.as("one")).whereRef("c.submission_id", "=", "submissions.id"));
  if (consent === "confirmed") return eb.and([eb("kind", "=", "newsletter"), confirmed]);
  if (consent === "unconfirmed") return eb.and([eb("kind", "=", "newsletter"), eb.not(confirmed)]);
  const notNewsletter = eb("kind", "!=", "newsletter");
  if (consent === "not asked") return eb.and([notNewsletter, eb("marketing_consent", "is", null)]);
  return eb.and([notNewsletter, eb("marketing_consent", "=", consent === "yes" ? 1 : 0)]);
}

/** Applies every filter, in SQL. */
export function applyLeadFilters<O>(query: SubmissionQuery<O>, filters: LeadFilters): SubmissionQuery<O> {
  let filtered = query;
  if (filters.form) {
    const form = filters.form;
    filtered = filtered.where((eb) => eb.or([eb("form_type", "=", form), eb.and([eb("form_type", "is", null), eb("kind", "=", form as Submission["kind"])])]));
  }
  if (filters.from) filtered = filtered.where("created_at", ">=", dayStart(filters.from));
  if (filters.to) filtered = filtered.where("created_at", "<", dayAfter(filters.to));
  if (filters.locale) filtered = filtered.where("locale", "=", filters.locale);
  if (filters.country) filtered = filtered.where("country", "=", filters.country);
  if (filters.path) filtered = filtered.where("page", "=", filters.path);
  if (filters.source) filtered = filtered.where("source", "=", filters.source);
  if (filters.campaign) filtered = filtered.where("campaign", "=", filters.campaign);
  if (filters.consent) {
    const consent = filters.consent;
    filtered = filtered.where((eb) => consentCondition(eb, consent));
  }
  if (filters.delivery) {
    const delivery = filters.delivery;
    filtered = filtered.where((eb) => deliveryCondition(eb, delivery));
  }
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

function consentOf(submission: Submission, confirmed: Set<string>): ConsentState {
  if (submission.kind === "newsletter") return confirmed.has(submission.id) ? "confirmed" : "unconfirmed";
  if (submission.marketing_consent === null) return "not asked";
  return submission.marketing_consent === 1 ? "yes" : "no";
}

/** The leads of submissions, with their deliveries (from the outbox) and newsletter confirmations. */
async function toLeads(db: Db, submissions: Submission[]): Promise<Lead[]> {
  const ids = submissions.map((submission) => submission.id);
  const deliveries = new Map<string, LeadDelivery[]>();
  const confirmed = new Set<string>();
  for (let start = 0; start < ids.length; start += 500) {
    const chunk = ids.slice(start, start + 500);
    const entries = await db
      .selectFrom("outbox")
      .select(["id", "submission_id", "destination", "status", "last_error", "result"])
      .where("submission_id", "in", chunk)
      .orderBy("destination")
      .execute();
    for (const entry of entries) {
      const delivery = { id: entry.id, destination: entry.destination, status: entry.status, outcome: deliveryOutcome(entry), lastError: entry.last_error };
      deliveries.set(entry.submission_id, [...(deliveries.get(entry.submission_id) ?? []), delivery]);
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
      country: submission.country,
      page: submission.page,
      email: submission.email,
      company: submission.company,
      name: [submission.first_name, submission.last_name].filter(Boolean).join(" ") || null,
      trafficSource: describeAttribution(submission.source ? { source: submission.source, medium: submission.medium ?? "(none)", campaign: submission.campaign } : null),
      campaign: submission.campaign,
      consent: consentOf(submission, confirmed),
      deliveries: own,
      deliveryState: deliveryStateOf(own.map((delivery) => delivery.outcome)),
      isSpam: submission.is_spam === 1,
    };
  });
}

/**
 * The distinct values of an indexed column, smallest first, at most `limit`: one index step per value (a loose
 * index scan written as a recursive query, the same on SQLite and PostgreSQL), never a pass over every lead.
 */
async function distinctValues(db: Db, column: "form_type" | "country" | "page" | "source" | "campaign", limit = MAX_CHOICES): Promise<string[]> {
  const ref = sql.ref(column);
  const found = await sql<{ value: string }>`
    with recursive found(value, n) as (
      select min(${ref}), 1 from submissions
      union all
      select (select min(${ref}) from submissions where ${ref} > found.value), n + 1 from found where found.value is not null and n < ${limit}
    )
    select value from found where value is not null`.execute(db);
  return found.rows.map((row) => row.value);
}

/** What each filter can be set to: the forms (or kinds), countries, pages, sources and campaigns stored. */
export async function leadFilterChoices(db: Db): Promise<LeadFilterChoices> {
  const kinds = await db.selectFrom("submissions").select("kind").distinct().where("form_type", "is", null).execute();
  const [forms, countries, pages, sources, campaigns] = await Promise.all([
    distinctValues(db, "form_type"),
    distinctValues(db, "country"),
    distinctValues(db, "page"),
    distinctValues(db, "source"),
    distinctValues(db, "campaign"),
  ]);
  return { forms: [...new Set([...forms, ...kinds.map((row) => row.kind)])].sort(), countries, pages, sources, campaigns };
}

/** One page of leads, newest first, with every filter applied in SQL, and the filters' choices. */
export async function listLeads(db: Db, filters: LeadFilters, pageSize = LEADS_PAGE_SIZE): Promise<LeadsPage> {
  const choices = await leadFilterChoices(db);
  const counted = await applyLeadFilters(db.selectFrom("submissions").select((eb) => eb.fn.countAll<number | string>().as("n")), filters).executeTakeFirstOrThrow();
  const total = Number(counted.n);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(filters.page, pageCount);
  const submissions = await applyLeadFilters(db.selectFrom("submissions").selectAll(), filters)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { leads: await toLeads(db, submissions), total, page, pageCount, choices };
}

/** The leads page as an admin sees it: audited (`leads_listed`, with the filters and how many matched). */
export async function viewLeads(session: AdminSession, db: Db, filters: LeadFilters): Promise<LeadsPage> {
  const page = await listLeads(db, filters);
  await recordAudit(session, "leads_listed", { filters: { ...filters, page: page.page }, total: page.total }, { db });
  return page;
}

/** Every lead the filters select (all pages), oldest first, as the export's table. */
export async function leadsTable(db: Db, filters: LeadFilters): Promise<SubmissionsTable> {
  const submissions = await applyLeadFilters(db.selectFrom("submissions").selectAll(), filters).orderBy("created_at").orderBy("id").execute();
  return submissionsTable(db, submissions, { includeSpam: filters.spam });
}
