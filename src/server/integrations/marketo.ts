import { z } from "zod";
import { nowIso, type Db } from "../db";
import { DownstreamError, http, callDownstream } from "./http";
import { optionalEnv, readEnv } from "./env";

/**
 * Marketo. In the browser, Forms 2.0 needs `MARKETO_HOST` and `MARKETO_ACCOUNT_ID` (see
 * `marketoBrowserConfig`). On the server, leads of the embedded forms are forwarded over the REST
 * API when `MARKETO_ACCOUNT_ID`, `MARKETO_CLIENT_ID` and `MARKETO_CLIENT_SECRET` are set
 * (`https://<account id>.mktorest.com`); otherwise the embedded default records the lead as
 * accepted, once per idempotency key, and the CSV export hands it to marketing.
 */

export const marketoEnv = z.object({
  MARKETO_HOST: optionalEnv(z.url()),
  MARKETO_ACCOUNT_ID: optionalEnv(z.string().regex(/^\d{3}-[A-Z]{3}-\d{3}$/, "expected a Munchkin id like 123-ABC-456")),
  MARKETO_CLIENT_ID: optionalEnv(z.string().min(1)),
  MARKETO_CLIENT_SECRET: optionalEnv(z.string().min(1)),
  /** REST base URL when it is not `https://<account id>.mktorest.com` (a proxy, tests). */
  MARKETO_REST_URL: optionalEnv(z.url()),
  /**
   * API name of a text lead field (create it in Marketo) that receives each delivery's idempotency
   * key. Marketo's lead API takes no idempotency key, so a retry first looks the lead up by email and
   * skips the call when the field already holds the key: a crash after Marketo applied the call
   * but before the outbox recorded it no longer duplicates the activity. Without it, a retry after an
   * attempt that may have arrived looks the lead up by email and skips the call when the lead changed
   * since that attempt began (see `arrivedSince`).
   */
  MARKETO_IDEMPOTENCY_FIELD: optionalEnv(z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/, "expected a field's API name")),
});
const env = () => readEnv("marketo", marketoEnv);

/** What the browser needs to load Forms 2.0; null when Marketo is not configured. */
export function marketoBrowserConfig(): { host: string; accountId: string } | null {
  const { MARKETO_HOST, MARKETO_ACCOUNT_ID } = env();
  return MARKETO_HOST && MARKETO_ACCOUNT_ID ? { host: MARKETO_HOST.replace(/\/$/, ""), accountId: MARKETO_ACCOUNT_ID } : null;
}

function restConfig() {
  const { MARKETO_ACCOUNT_ID, MARKETO_CLIENT_ID, MARKETO_CLIENT_SECRET, MARKETO_REST_URL, MARKETO_IDEMPOTENCY_FIELD } = env();
  if (!MARKETO_ACCOUNT_ID || !MARKETO_CLIENT_ID || !MARKETO_CLIENT_SECRET) return null;
  return {
    baseUrl: (MARKETO_REST_URL ?? `https://${MARKETO_ACCOUNT_ID}.mktorest.com`).replace(/\/$/, ""),
    clientId: MARKETO_CLIENT_ID,
    clientSecret: MARKETO_CLIENT_SECRET,
    idempotencyField: MARKETO_IDEMPOTENCY_FIELD,
  };
}

/** Whether leads go to Marketo's REST API; false means the embedded default keeps them (the console says so). */
export function marketoRestConfigured(): boolean {
  return restConfig() !== null;
}

export interface MarketoLead {
  /** Marketo form id (from `form_config.marketo_form_id`); without one the lead is upserted by email. */
  formId?: string;
  formType: string;
  locale: string;
  fields: Record<string, string | boolean>;
  pageUrl?: string;
}

export interface MarketoResult {
  status: "accepted" | "created" | "updated";
  leadId?: string;
}

let token: { value: string; expiresAt: number } | undefined;

async function accessToken(config: NonNullable<ReturnType<typeof restConfig>>, signal?: AbortSignal): Promise<string> {
  if (token && token.expiresAt > Date.now() + 60_000) return token.value;
  const answer = z
    .object({ access_token: z.string(), expires_in: z.number() })
    .parse(
      await http
        .get(`${config.baseUrl}/identity/oauth/token`, {
          searchParams: { grant_type: "client_credentials", client_id: config.clientId, client_secret: config.clientSecret },
          signal,
        })
        .json(),
    );
  token = { value: answer.access_token, expiresAt: Date.now() + answer.expires_in * 1000 };
  return token.value;
}

const restAnswerSchema = z.object({
  success: z.boolean(),
  errors: z.array(z.object({ code: z.string(), message: z.string() })).optional(),
  result: z.array(z.object({ id: z.number().optional(), status: z.string().optional() })).optional(),
});

const lookupAnswerSchema = z.object({
  success: z.boolean(),
  result: z.array(z.record(z.string(), z.unknown())).optional(),
});

/** The leads Marketo has for an email, with `fields`; throws when the look-up fails. */
async function leadsByEmail(config: NonNullable<ReturnType<typeof restConfig>>, email: string, fields: string[], signal?: AbortSignal): Promise<Record<string, unknown>[]> {
  const answer = await callDownstream("marketo", async () =>
    lookupAnswerSchema.parse(
      await http
        .get(`${config.baseUrl}/rest/v1/leads.json`, {
          searchParams: { filterType: "email", filterValues: email, fields: fields.join(",") },
          headers: { authorization: `Bearer ${await accessToken(config, signal)}` },
          signal,
        })
        .json(),
    ),
  );
  if (!answer.success) throw new Error("marketo refused the look-up");
  return answer.result ?? [];
}

/**
 * Marketo's clocks and ours differ a little, and its times are whole seconds: a lead counts as changed by our
 * earlier attempt when Marketo's `updatedAt` is at most this much before that attempt began.
 */
export const MARKETO_CLOCK_SLACK_MS = 5_000;

/**
 * Without an idempotency field, after an attempt that may have reached Marketo (started at `since`): the lead
 * with this email when Marketo changed (or created) it since then, so the earlier call arrived. A failed
 * look-up, or no such lead, says nothing (undefined) and the lead is sent: a duplicate activity is better than
 * a lost lead. (A change by someone else in that window also counts; the idempotency field is exact.)
 */
async function arrivedSince(config: NonNullable<ReturnType<typeof restConfig>>, email: string, since: string, signal?: AbortSignal): Promise<MarketoResult | undefined> {
  try {
    const threshold = Date.parse(since) - MARKETO_CLOCK_SLACK_MS;
    const leads = await leadsByEmail(config, email, ["id", "email", "createdAt", "updatedAt"], signal);
    const lead = leads.find((candidate) => [candidate.updatedAt, candidate.createdAt].some((time) => typeof time === "string" && Date.parse(time) >= threshold));
    return lead ? { status: "updated", leadId: lead.id !== undefined ? String(lead.id) : undefined } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * On a retry: the lead a previous attempt already wrote this key to, if any. A failed look-up says
 * nothing (undefined) and the lead is sent: a duplicate activity is better than a lost lead.
 */
async function alreadyApplied(
  config: NonNullable<ReturnType<typeof restConfig>>,
  field: string,
  email: string,
  key: string,
  signal?: AbortSignal,
): Promise<MarketoResult | undefined> {
  try {
    const lead = (await leadsByEmail(config, email, ["id", field], signal)).find((candidate) => candidate[field] === key);
    return lead ? { status: "updated", leadId: lead.id !== undefined ? String(lead.id) : undefined } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Forwards a lead; the idempotency key makes the embedded record unique per outbox entry. Over the
 * REST API the key travels in `MARKETO_IDEMPOTENCY_FIELD` when one is configured, and a retry
 * (attempt > 1) of a lead with an email looks the key up before sending again; without the field, a retry
 * after an attempt that may have arrived (`doubtSince`) looks the lead up by email and time.
 */
export async function submitLead(
  lead: MarketoLead,
  context: { db: Db; idempotencyKey: string; attempt?: number; doubtSince?: string | null; signal?: AbortSignal },
): Promise<MarketoResult> {
  const config = restConfig();
  if (!config) {
    await context.db
      .insertInto("embedded_deliveries")
      .values({ idempotency_key: context.idempotencyKey, destination: "marketo", payload: JSON.stringify(lead), created_at: nowIso() })
      .onConflict((oc) => oc.column("idempotency_key").doNothing())
      .execute();
    return { status: "accepted" };
  }
  const field = config.idempotencyField;
  const email = typeof lead.fields.email === "string" ? lead.fields.email : undefined;
  if (field && email && (context.attempt ?? 1) > 1) {
    const applied = await alreadyApplied(config, field, email, context.idempotencyKey, context.signal);
    if (applied) return applied;
  }
  if (!field && email && context.doubtSince) {
    const applied = await arrivedSince(config, email, context.doubtSince, context.signal);
    if (applied) return applied;
  }
  const fields = field ? { ...lead.fields, [field]: context.idempotencyKey } : lead.fields;
  // The token first, on its own: a failure there means the lead was not sent.
  const authorization = await callDownstream("marketo", async () => `Bearer ${await accessToken(config, context.signal)}`).catch((error: unknown) => {
    if (!(error instanceof DownstreamError)) throw error;
    throw new DownstreamError(error.message, error.retryable, { cause: error, credentialsRefused: error.credentialsRefused, mayHaveArrived: false });
  });
  const answer = await callDownstream("marketo", async () => {
    const body = lead.formId
      ? { formId: Number(lead.formId), input: [{ leadFormFields: fields, visitorData: { pageURL: lead.pageUrl ?? "" } }] }
      : { action: "createOrUpdate", lookupField: "email", input: [fields] };
    const path = lead.formId ? "/rest/v1/leads/submitForm.json" : "/rest/v1/leads.json";
    return restAnswerSchema.parse(await http.post(`${config.baseUrl}${path}`, { json: body, headers: { authorization }, signal: context.signal }).json());
  });
  if (!answer.success) {
    const error = answer.errors?.[0];
    // 606/607/615: rate or concurrency limits, worth another try; anything else is the lead's fault.
    const retryable = ["601", "602", "604", "606", "607", "608", "611", "615"].includes(error?.code ?? "");
    throw new DownstreamError(`marketo refused the lead: ${error?.code} ${error?.message}`, retryable);
  }
  const result = answer.result?.[0];
  return {
    status: result?.status === "updated" ? "updated" : "created",
    leadId: result?.id !== undefined ? String(result.id) : undefined,
  };
}

/** Forgets the cached REST token (tests). */
export function resetMarketoToken(): void {
  token = undefined;
}
