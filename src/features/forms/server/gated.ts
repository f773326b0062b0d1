import "server-only";
import { z } from "zod";
import { errorResponse, endpoint, json } from "@/server/api/endpoint";
import { getDb, type Db } from "@/server/db";
import { gatedContentUrl } from "../config";
import { findFormConfig } from "../bundle";

/** How long after the submission its download link is handed out (a reload of the page, a retry). */
export const GATED_UNLOCK_WINDOW_MS = 24 * 60 * 60 * 1000;

const id = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? "required" : "invalid_value") })
    .trim()
    .min(1, "required")
    .max(max, "too_long")
    .regex(/^[\w-]+$/, "invalid_value");

export const gatedUnlockPayloadSchema = z.object({ submissionId: id(64), formConfigId: id(64) }, { error: "invalid_value" });

/**
 * The gated content of a form_config for a stored, non-spam gated-content submission that named
 * this form_config (its hidden `content_uid`), made within the unlock window; else null.
 */
export async function unlockGatedContent(
  input: z.infer<typeof gatedUnlockPayloadSchema>,
  options: { db?: Db; now?: Date } = {},
): Promise<string | null> {
  const db = options.db ?? (await getDb());
  const submission = await db
    .selectFrom("submissions")
    .select(["form_type", "payload", "is_spam", "created_at"])
    .where("id", "=", input.submissionId)
    .executeTakeFirst();
  if (!submission || submission.form_type !== "gated_content" || submission.is_spam) return null;
  const age = (options.now ?? new Date()).getTime() - Date.parse(submission.created_at);
  if (!(age >= -60_000 && age <= GATED_UNLOCK_WINDOW_MS)) return null;
  const payload = JSON.parse(submission.payload) as { hidden?: Record<string, unknown> };
  if (payload.hidden?.content_uid !== input.formConfigId) return null;
  const config = await findFormConfig(input.formConfigId);
  return config ? gatedContentUrl(config) : null;
}

/** POST /api/forms/gated `{ submissionId, formConfigId }`: 200 `{ url }`, 404 `not_found`. */
export const gatedUnlockEndpoint = endpoint({
  method: "POST",
  body: gatedUnlockPayloadSchema,
  async handle({ body }) {
    const url = await unlockGatedContent(body);
    return url ? json({ url }) : errorResponse(404, { code: "not_found", message: "No download for this submission." });
  },
});
