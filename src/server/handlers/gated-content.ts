import "server-only";
import { z } from "zod";
import { CONTENT_ASSETS_PATH, serveContentAsset } from "@/content/embedded/assets";
import { findGatedDelivery, type GatedDelivery } from "@/content/queries/gated";
import { errorResponse, endpoint, json } from "@/server/api/endpoint";
import { getDb, type Db } from "@/server/db";
import { DOWNLOAD_LINK_TTL_MS, downloadTokenSubject, signedDownloadPath } from "@/server/download-links";
import { leadOfRow } from "../leads/columns";

/** How long after the submission its download link is handed out (a reload of the page, a retry). */
export const GATED_UNLOCK_WINDOW_MS = 24 * 60 * 60 * 1000;

const id = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? "required" : "invalid_value") })
    .trim()
    .min(1, "required")
    .max(max, "too_long")
    .regex(/^[\w-]+$/, "invalid_value");

/**
 * `contentId`: the document whose file the form hands out (a gated page, or a form_config alone). A tab opened
 * before this name was used sends `formConfigId`, which is the same id there.
 */
export const gatedUnlockPayloadSchema = z
  .object({ submissionId: id(64), contentId: id(64).optional(), formConfigId: id(64).optional() }, { error: "invalid_value" })
  .transform(({ submissionId, contentId, formConfigId }) => ({ submissionId, contentId: contentId ?? formConfigId }))
  .refine((input): input is { submissionId: string; contentId: string } => Boolean(input.contentId), { error: "required", path: ["contentId"] });

/**
 * What a stored, non-spam gated-content submission that named this document (its hidden `content_uid`), made
 * within the unlock window, hands out; else null.
 */
export async function unlockGatedContent(
  input: { submissionId: string; contentId: string },
  options: { db?: Db; now?: Date } = {},
): Promise<GatedDelivery | null> {
  const db = options.db ?? (await getDb());
  const row = await db.selectFrom("submissions").selectAll().where("id", "=", input.submissionId).executeTakeFirst();
  if (!row) return null;
  const submission = leadOfRow(row);
  if (submission.formType !== "gated_content" || submission.isSpam) return null;
  const age = (options.now ?? new Date()).getTime() - Date.parse(submission.createdAt);
  if (!(age >= -60_000 && age <= GATED_UNLOCK_WINDOW_MS)) return null;
  if (submission.answers.content_uid !== input.contentId) return null;
  return findGatedDelivery(input.contentId);
}

/** POST /api/forms/gated `{ submissionId, contentId }`: 200 `{ url, expiresAt, title }` (a signed link), 404 `not_found`. */
export const gatedUnlockEndpoint = endpoint({
  method: "POST",
  body: gatedUnlockPayloadSchema,
  async handle({ body }) {
    const delivery = await unlockGatedContent(body);
    if (!delivery) return errorResponse(404, { code: "not_found", message: "No download for this submission." });
    const now = Date.now();
    return json({ url: signedDownloadPath(delivery.documentId, now), expiresAt: new Date(now + DOWNLOAD_LINK_TTL_MS).toISOString(), title: delivery.title });
  },
});

const fileName = (name: string) => name.replace(/[^\w.-]+/g, "-").replace(/^-+|-+$/g, "") || "download.pdf";

/**
 * GET /api/forms/gated/download?token=: the gated document for a signed, unexpired link, as an attachment
 * that no cache keeps; 404 for anything else (no link, forged, expired, content gone).
 */
export const gatedDownloadEndpoint = endpoint({
  method: "GET",
  query: z.object({ token: z.string().max(1024, "too_long").optional() }),
  async handle({ query }) {
    const missing = () => errorResponse(404, { code: "not_found", message: "This download link is not valid or has expired. Fill in the form again to get a new one." });
    const subject = downloadTokenSubject(query.token);
    const delivery = subject ? await findGatedDelivery(subject) : null;
    if (!delivery) return missing();
    const { url } = delivery;
    const headers = {
      "content-disposition": `attachment; filename="${fileName(delivery.file.name)}"`,
      "cache-control": "private, no-store",
      "x-robots-tag": "noindex",
    };
    if (url.startsWith(`${CONTENT_ASSETS_PATH}/`)) {
      const response = await serveContentAsset(url.slice(CONTENT_ASSETS_PATH.length + 1).split("/"), undefined, headers);
      return response.ok ? response : missing();
    }
    // A repository on Prismic: the file lives on its CDN; it is fetched here so its address is never handed out.
    const upstream = await fetch(url, { signal: AbortSignal.timeout(15_000) });
    if (!upstream.ok || !upstream.body) return missing();
    return new Response(upstream.body, { headers: { ...headers, "content-type": upstream.headers.get("content-type") ?? "application/pdf", "x-content-type-options": "nosniff" } });
  },
});
