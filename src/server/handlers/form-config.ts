import "server-only";
import { z } from "zod";
import { browserIntegrations } from "@/config/form-integrations";
import { findFormConfig, formBundle } from "@/content/queries/forms";
import { localeSchema } from "@/lib/forms/payloads";
import { errorResponse, endpoint, json } from "@/server/api/endpoint";

export const formConfigQuerySchema = z.object(
  {
    id: z
      .string({ error: (issue) => (issue.input === undefined ? "required" : "invalid_value") })
      .min(1, "required")
      .max(64, "too_long")
      .regex(/^[\w-]+$/, "invalid_value"),
    locale: localeSchema,
  },
  { error: "invalid_value" },
);

/**
 * GET /api/forms/config?id=&locale=: the browser bundle of a form_config (for the form modal,
 * opened by a CTA that links to the document). 404 `not_found` for an unknown id.
 */
export const formConfigEndpoint = endpoint({
  method: "GET",
  query: formConfigQuerySchema,
  async handle({ query }) {
    const document = await findFormConfig(query.id);
    if (!document) return errorResponse(404, { code: "not_found", message: "No such form." });
    return json(await formBundle(document, query.locale, browserIntegrations()), 200, { "cache-control": "public, max-age=60" });
  },
});
