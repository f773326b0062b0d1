import { z } from "zod";
import { reportError } from "@/lib/errors";
import { emailSchema } from "@/lib/forms/fields";
import { endpoint, json } from "../api/endpoint";
import { findCompany, revealCompanyDomain } from "../integrations/clearbit";

/** GET fetch-company?email= → { company: { name, domain, logo } | null }. A lookup failure is logged, silent. */
export const fetchCompanyEndpoint = endpoint({
  method: "GET",
  query: z.object({ email: emailSchema() }, { error: "invalid_value" }),
  async handle({ query }) {
    try {
      return json({ company: await findCompany(query.email) });
    } catch (error) {
      reportError({ code: "CLEARBIT REVEAL ERROR", message: "company lookup failed", cause: error });
      return json({ company: null });
    }
  },
});

/**
 * GET fetch-company-domain[?email=] → { domain, confidence }: the company behind the visitor's IP.
 * Enrichment failures are logged and silent (spec section 8): { domain: null, confidence: 0 }.
 */
export const fetchCompanyDomainEndpoint = endpoint({
  method: "GET",
  query: z.object({ email: emailSchema().optional() }, { error: "invalid_value" }),
  async handle({ query, clientIp }) {
    try {
      return json(await revealCompanyDomain({ ip: clientIp.startsWith("unknown") ? null : clientIp, email: query.email }));
    } catch (error) {
      reportError({ code: "CLEARBIT REVEAL ERROR", cause: error });
      return json({ domain: null, confidence: 0 });
    }
  },
});
