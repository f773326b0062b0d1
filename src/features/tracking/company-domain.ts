// zod/mini: this runs on every page, in the first load.
import * as z from "zod/mini";
import { reportError } from "@/lib/errors";
import { parseJsonWith } from "@/lib/parse-json";

/** Enrichment result kept on the device for the analytics user properties. */
export const COMPANY_DOMAIN_KEY = "company_domain";

export const companyDomainSchema = z.object({
  domain: z.nullable(z.string()),
  // Reveal services give a score or a label ("high"); both are kept as they come.
  confidence: z.nullable(z.union([z.number(), z.string()])),
});
export type CompanyDomain = z.infer<typeof companyDomainSchema>;

export function readCompanyDomain(): CompanyDomain | null {
  try {
    return parseJsonWith(companyDomainSchema, localStorage.getItem(COMPANY_DOMAIN_KEY));
  } catch {
    // Storage itself can be unavailable (privacy modes).
    return null;
  }
}

/**
 * Asks the site's own function which company the visitor's network belongs to. It sends the
 * visitor's address to an enrichment service, so it only runs with analytics consent.
 * A failure is logged and otherwise silent.
 */
export async function enrichCompanyDomain(): Promise<CompanyDomain | null> {
  try {
    const response = await fetch("/.netlify/functions/fetch-company-domain", { headers: { accept: "application/json" } });
    if (!response.ok) throw new Error(`fetch-company-domain answered ${response.status}`);
    const company = companyDomainSchema.parse(await response.json());
    localStorage.setItem(COMPANY_DOMAIN_KEY, JSON.stringify(company));
    return company;
  } catch (cause) {
    reportError({ code: "CLEARBIT REVEAL ERROR", cause });
    return null;
  }
}
