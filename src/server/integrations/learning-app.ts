import { randomUUID } from "node:crypto";
import type { Insertable } from "kysely";
import { z } from "zod";
import { nowIso, type Db } from "../db";
import type { LearningAppAccountsTable, LearningAppCourseRegistrationsTable } from "../db/schema";
import { http, callDownstream } from "./http";
import { optionalEnv, readEnv } from "./env";
import type { LeadFields } from "@/lib/leads/lead";

/**
 * The learning app: free-trial accounts and course registrations.
 * Embedded default: accounts kept in local tables. Real: `LEARNING_APP_API_URL` +
 * `LEARNING_APP_API_TOKEN`, JSON over HTTPS with an `Idempotency-Key` header per request.
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
}

const createdSchema = z.object({ id: z.union([z.string(), z.number()]).transform(String) });

async function post(path: string, body: unknown, idempotencyKey: string): Promise<{ id: string }> {
  const config = realConfig()!;
  return callDownstream("learning-app", async () =>
    createdSchema.parse(
      await http
        .post(`${config.baseUrl}${path}`, {
          json: body,
          headers: { authorization: `Bearer ${config.token}`, "idempotency-key": idempotencyKey },
        })
        .json(),
    ),
  );
}

/** The person's columns shared by both embedded tables. */
function personColumns(request: FreeTrialAccountRequest | CourseRegistrationRequest, idempotencyKey: string) {
  return {
    id: randomUUID(),
    idempotency_key: idempotencyKey,
    email: request.email ?? null,
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

export async function createFreeTrialAccount(request: FreeTrialAccountRequest, context: LearningAppContext): Promise<{ accountId: string }> {
  if (realConfig()) {
    const { id } = await post("/free-trial-accounts", request, context.idempotencyKey);
    return { accountId: id };
  }
  const row = { ...personColumns(request, context.idempotencyKey), company_name: request.companyName };
  return { accountId: await insertOnce(context.db, "learning_app_accounts", row) };
}

export async function registerToCourse(request: CourseRegistrationRequest, context: LearningAppContext): Promise<{ registrationId: string }> {
  if (realConfig()) {
    const { id } = await post(`/groups/${encodeURIComponent(request.groupId)}/registrations`, request, context.idempotencyKey);
    return { registrationId: id };
  }
  const row = { ...personColumns(request, context.idempotencyKey), group_id: request.groupId };
  return { registrationId: await insertOnce(context.db, "learning_app_course_registrations", row) };
}
