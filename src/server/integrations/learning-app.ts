import { randomUUID } from "node:crypto";
import { sql, type Insertable } from "kysely";
import { z } from "zod";
import { nowIso, type Db } from "../db";
import type { LearningAppAccountsTable, LearningAppCourseRegistrationsTable } from "../db/schema";
import { http, callDownstream } from "./http";
import { optionalEnv, readEnv } from "./env";
import { mailboxKey } from "@/lib/forms/mailbox";
import type { LeadFields } from "@/lib/leads/lead";
import { askReceiver, madeByOurAttempt, type ReceivedRecord } from "./look-up";

/**
 * The learning app: free-trial accounts and course registrations.
 * Embedded default: accounts kept in local tables. Real: `LEARNING_APP_API_URL` +
 * `LEARNING_APP_API_TOKEN`, JSON over HTTPS with an `Idempotency-Key` header per request (the outbox entry's id).
 * A retry after an attempt that may have arrived asks the learning app by email first (`createOnce`).
 * Passwords travel only as scrypt hashes (`scrypt$N$r$p$salt$hash`), never in plain text.
 */

export const learningAppEnv = z.object({
  LEARNING_APP_API_URL: optionalEnv(z.url()),
  LEARNING_APP_API_TOKEN: optionalEnv(z.string().min(1)),
});

function realConfig() {
  const env = readEnv("learning-app", learningAppEnv);
  if (!env.LEARNING_APP_API_URL) return null;
  if (!env.LEARNING_APP_API_TOKEN) throw new Error("learning-app: LEARNING_APP_API_TOKEN is required with LEARNING_APP_API_URL");
  return { baseUrl: env.LEARNING_APP_API_URL.replace(/\/$/, ""), token: env.LEARNING_APP_API_TOKEN };
}

export interface FreeTrialAccountRequest {
  lang: string;
  companyName: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  passwordHash?: string;
}

export interface CourseRegistrationRequest {
  groupId: string;
  lang: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  passwordHash?: string;
}

/**
 * What the learning app gets of a lead: the person, no more (the country, the company's size, a message stay with the
 * lead). A field a form adds reaches the learning app when it is mapped here.
 */
export function learnerOf(fields: LeadFields): Pick<FreeTrialAccountRequest, "email" | "firstName" | "lastName" | "phone"> {
  return { email: fields.email, firstName: fields.firstName, lastName: fields.lastName, phone: fields.phone };
}

export interface LearningAppContext {
  db: Db;
  /** The same key for every retry of one submission: the account is created once. */
  idempotencyKey: string;
  /** Set when an earlier attempt may have arrived: the learning app is asked by email before creating again. */
  doubtSince?: string | null;
  /** Aborts the calls (the outbox's deadline). */
  signal?: AbortSignal;
}

type Config = NonNullable<ReturnType<typeof realConfig>>;

/** What is created: a free-trial account, or a registration to a course group. */
type Creation = { kind: "account"; request: FreeTrialAccountRequest } | { kind: "course"; request: CourseRegistrationRequest };

/** Where it lives in the learning app's API (POST creates, GET `?email=` looks up). */
const pathOf = (creation: Creation) =>
  creation.kind === "account" ? "/free-trial-accounts" : `/groups/${encodeURIComponent(creation.request.groupId)}/registrations`;

const createdSchema = z.object({ id: z.union([z.string(), z.number()]).transform(String) });
const recordSchema = z.object({ id: z.union([z.string(), z.number()]).transform(String), createdAt: z.string().optional(), idempotencyKey: z.string().optional() });
const foundSchemas = {
  account: z.object({ accounts: z.array(recordSchema) }).transform((answer) => answer.accounts),
  course: z.object({ registrations: z.array(recordSchema) }).transform((answer) => answer.registrations),
};

function headers(config: Config, idempotencyKey: string) {
  return { authorization: `Bearer ${config.token}`, "idempotency-key": idempotencyKey };
}

async function post(config: Config, path: string, body: unknown, context: LearningAppContext): Promise<{ id: string }> {
  return callDownstream("learning-app", async () =>
    createdSchema.parse(await http.post(`${config.baseUrl}${path}`, { json: body, headers: headers(config, context.idempotencyKey), signal: context.signal }).json()),
  );
}

/**
 * What the learning app has for this email (and course group): `GET /free-trial-accounts?email=` answers
 * `{ accounts: [{ id, createdAt, idempotencyKey? }] }`, `GET /groups/{groupId}/registrations?email=` answers
 * `{ registrations: [...] }`; the embedded tables answer the same. Null when the learning app cannot tell.
 */
async function lookUp(config: Config | null, creation: Creation, email: string, context: LearningAppContext): Promise<ReceivedRecord[] | null> {
  if (config) {
    const url = `${config.baseUrl}${pathOf(creation)}`;
    return askReceiver(
      "learning-app",
      () => http.get(url, { searchParams: { email }, headers: headers(config, context.idempotencyKey), signal: context.signal }).text(),
      foundSchemas[creation.kind],
    );
  }
  const columns = ["id", "created_at", "idempotency_key"] as const;
  const byEmail = sql<string>`lower(email)`;
  const address = email.toLowerCase();
  const rows =
    creation.kind === "account"
      ? await context.db.selectFrom("learning_app_accounts").select(columns).where(byEmail, "=", address).execute()
      : await context.db.selectFrom("learning_app_course_registrations").select(columns).where(byEmail, "=", address).where("group_id", "=", creation.request.groupId).execute();
  return rows.map((row) => ({ id: row.id, createdAt: row.created_at, idempotencyKey: row.idempotency_key }));
}

/** The person's columns shared by both embedded tables. */
function personColumns(request: FreeTrialAccountRequest | CourseRegistrationRequest, idempotencyKey: string) {
  return {
    id: randomUUID(),
    idempotency_key: idempotencyKey,
    email: request.email ?? null,
    email_key: request.email ? mailboxKey(request.email) : null,
    first_name: request.firstName ?? null,
    last_name: request.lastName ?? null,
    phone: request.phone ?? null,
    lang: request.lang,
    password_hash: request.passwordHash ?? null,
    created_at: nowIso(),
  };
}

/** Inserts once per idempotency key and returns the stored row's id (a retry finds the first). */
async function insertOnce(
  db: Db,
  table: "learning_app_accounts" | "learning_app_course_registrations",
  row: Insertable<LearningAppAccountsTable> | Insertable<LearningAppCourseRegistrationsTable>,
): Promise<string> {
  await db
    .insertInto(table)
    .values(row as never)
    .onConflict((oc) => oc.column("idempotency_key").doNothing())
    .execute();
  const stored = await db.selectFrom(table).select("id").where("idempotency_key", "=", row.idempotency_key).executeTakeFirstOrThrow();
  return stored.id;
}

/**
 * Creates the account or registration once: after an attempt that may have arrived, the learning app is asked by
 * email (and group) first, and what our attempt made there is the answer; otherwise it is sent, with the same key.
 */
async function createOnce(creation: Creation, context: LearningAppContext): Promise<string> {
  const config = realConfig();
  const email = creation.request.email;
  if (context.doubtSince && email) {
    const found = await lookUp(config, creation, email, context);
    const ours = found && madeByOurAttempt(found, context.idempotencyKey, context.doubtSince);
    if (ours) return ours.id;
  }
  if (config) return (await post(config, pathOf(creation), creation.request, context)).id;
  const person = personColumns(creation.request, context.idempotencyKey);
  return creation.kind === "account"
    ? insertOnce(context.db, "learning_app_accounts", { ...person, company_name: creation.request.companyName })
    : insertOnce(context.db, "learning_app_course_registrations", { ...person, group_id: creation.request.groupId });
}

export async function createFreeTrialAccount(request: FreeTrialAccountRequest, context: LearningAppContext): Promise<{ accountId: string }> {
  return { accountId: await createOnce({ kind: "account", request }, context) };
}

export async function registerToCourse(request: CourseRegistrationRequest, context: LearningAppContext): Promise<{ registrationId: string }> {
  return { registrationId: await createOnce({ kind: "course", request }, context) };
}
