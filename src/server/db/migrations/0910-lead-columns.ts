import { sql, type Kysely, type Migration } from "kysely";

/**
 * A lead in columns: what the console filters by (country, page, source, medium, campaign, consent, names, company)
 * in columns with indexes, the rest (`LeadDetails`: phone, job title, company size, message, the form's answers) in
 * `payload`. Every stored row is converted, whatever shape an earlier version gave its payload:
 * - a form: `{ fields, hidden }` (campaign fields and the e-book's or assessment's ids hidden);
 * - a free trial: `{ email, firstName, lastName, phone, country, companyName, hasPassword }`;
 * - a course registration: `{ groupId, email, ..., hasPassword }`;
 * - a newsletter sign-up or preference change: `{ email, language, topics, status, change? }`;
 * - an assessment: `{ locale, themes, overallLevel, email? }`;
 * and the older spellings among them (`mail`, `companyName`). Rows with no form type get their kind as one.
 * The rules are this migration's own copy: later code may change, what this migration did may not.
 */

type Json = Record<string, unknown>;
const CAMPAIGN_FIELDS = ["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term", "utm_campaign_id", "utm_ad_id", "gclid", "msclkid", "landing_page", "referrer", "conversion_page"];
const TRAFFIC_NAMES: Record<string, string> = { landing_page: "landingPage", conversion_page: "conversionPage" };
const VISITOR_FIELDS = ["email", "firstName", "lastName", "phone", "jobTitle", "company", "companySize", "country", "message", "marketingOptIn"];
const DETAIL_FIELDS = ["phone", "jobTitle", "companySize", "message"];

const object = (value: unknown): Json => (value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {});
const text = (value: unknown, max = 200): string | null => (typeof value === "string" && value.trim() !== "" ? value.trim().slice(0, max) : null);

function parse(value: string | null): Json {
  if (!value) return {};
  try {
    return object(JSON.parse(value));
  } catch {
    return {};
  }
}

function pathOf(value: unknown): string | null {
  const address = text(value, 2000);
  if (!address) return null;
  try {
    return new URL(address, "https://site.invalid").pathname.slice(0, 500);
  } catch {
    return null;
  }
}

function attribution(traffic: Json): { source: string; medium: string; campaign: string | null } | null {
  if (Object.keys(traffic).length === 0) return null;
  const campaign = text(traffic.utm_campaign);
  const utm = text(traffic.utm_source);
  if (utm) return { source: utm.toLowerCase(), medium: (text(traffic.utm_medium) ?? "(none)").toLowerCase(), campaign };
  if (text(traffic.gclid)) return { source: "google", medium: "cpc", campaign };
  if (text(traffic.msclkid)) return { source: "bing", medium: "cpc", campaign };
  const referrer = text(traffic.referrer, 2000);
  if (referrer) {
    let host = referrer;
    try {
      host = new URL(referrer).host;
    } catch {
      // kept as written
    }
    return { source: host.toLowerCase().slice(0, 200), medium: "referral", campaign };
  }
  return { source: "(direct)", medium: "(none)", campaign };
}

export interface OldRow {
  id: string;
  kind: string;
  form_type: string | null;
  email: string | null;
  payload: string;
  traffic_source: string | null;
}

/** The columns and details of a row stored in any earlier shape. */
export function convertRow(row: OldRow) {
  const payload = parse(row.payload);
  const nested = object(payload.fields);
  const hidden = object(payload.hidden);
  const isForm = Object.keys(nested).length > 0 || Object.keys(hidden).length > 0;
  const own: Json = isForm ? nested : payload;
  const fields: Json = {};
  for (const name of VISITOR_FIELDS) if (own[name] !== undefined && own[name] !== null && own[name] !== "") fields[name] = own[name];
  fields.email ??= own.mail ?? row.email ?? undefined;
  fields.company ??= own.companyName ?? undefined;

  const answers: Json = {};
  const skip = new Set([...VISITOR_FIELDS, "mail", "companyName", "fields", "hidden", "language", "locale"]);
  for (const [name, value] of Object.entries(own)) if (!skip.has(name)) answers[name] = value;
  for (const [name, value] of Object.entries(hidden)) if (!CAMPAIGN_FIELDS.includes(name)) answers[name] = value;

  // The traffic record; an older form kept only its hidden campaign fields.
  let traffic = parse(row.traffic_source);
  if (Object.keys(traffic).length === 0) {
    const fromHidden = Object.fromEntries(CAMPAIGN_FIELDS.filter((name) => text(hidden[name], 2000)).map((name) => [TRAFFIC_NAMES[name] ?? name, hidden[name]]));
    if (Object.keys(fromHidden).length > 0) traffic = fromHidden;
  }
  const where = attribution(traffic);
  const consent = fields.marketingOptIn;
  const details: Json = { answers };
  for (const name of DETAIL_FIELDS) if (fields[name] !== undefined) details[name] = fields[name];
  return {
    form_type: row.form_type ?? row.kind,
    email: text(fields.email, 254)?.toLowerCase() ?? null,
    first_name: text(fields.firstName, 100),
    last_name: text(fields.lastName, 100),
    company: text(fields.company),
    country: text(fields.country, 2)?.toUpperCase() ?? null,
    page: pathOf(traffic.conversionPage) ?? pathOf(hidden.conversion_page),
    source: where?.source ?? null,
    medium: where?.medium ?? null,
    campaign: where?.campaign ?? null,
    marketing_consent: consent === true || consent === "true" || consent === "on" || consent === 1 ? 1 : consent === undefined ? null : 0,
    payload: JSON.stringify(details),
    traffic_source: Object.keys(traffic).length > 0 ? JSON.stringify(traffic) : null,
  };
}

const COLUMNS = ["first_name", "last_name", "company", "country", "page", "source", "medium", "campaign"] as const;
const BATCH = 500;

export const leadColumns: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of COLUMNS) await db.schema.alterTable("submissions").addColumn(column, "text").execute();
    await db.schema.alterTable("submissions").addColumn("marketing_consent", "integer").execute();

    // Every row, a batch at a time in id order (a large table is never read whole).
    const store = db as unknown as Kysely<{ submissions: OldRow & Record<string, unknown> }>;
    let after = "";
    for (;;) {
      const rows = await store
        .selectFrom("submissions")
        .select(["id", "kind", "form_type", "email", "payload", "traffic_source"])
        .where("id", ">", after)
        .orderBy("id")
        .limit(BATCH)
        .execute();
      for (const row of rows) await store.updateTable("submissions").set(convertRow(row)).where("id", "=", row.id).execute();
      if (rows.length < BATCH) break;
      after = rows[rows.length - 1]!.id;
    }

    // The console's filters: a period is the first condition of most, newest first.
    const index = (name: string, columns: string[]) => db.schema.createIndex(name).ifNotExists().on("submissions").columns(columns).execute();
    await index("submissions_created_at", ["created_at"]);
    await index("submissions_country_created_at", ["country", "created_at"]);
    await index("submissions_form_type_created_at", ["form_type", "created_at"]);
    await index("submissions_page_created_at", ["page", "created_at"]);
    await index("submissions_source_created_at", ["source", "medium", "created_at"]);
    await index("submissions_campaign_created_at", ["campaign", "created_at"]);
    await index("submissions_email", ["email"]);
    await sql`analyze`.execute(db).catch(() => undefined);
  },
  async down(db: Kysely<unknown>) {
    for (const name of ["created_at", "country_created_at", "form_type_created_at", "page_created_at", "source_created_at", "campaign_created_at", "email"]) {
      await db.schema.dropIndex(`submissions_${name}`).ifExists().execute();
    }
    for (const column of [...COLUMNS, "marketing_consent"]) await db.schema.alterTable("submissions").dropColumn(column).execute();
  },
};
