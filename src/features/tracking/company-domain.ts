// Runs on every page, in the first load: shape checks, not zod.
import { reportError } from "@/lib/errors";
import { check, either, finiteNumber, nullable, object, parseJsonWith, string, type Checked } from "@/lib/shape";

/** Enrichment result kept on the device for the analytics user properties. */
export const COMPANY_DOMAIN_KEY = "company_domain";

export const companyDomainShape = object({
  domain: nullable(string),
  // Reveal services give a score or a label ("high"); both are kept as they come.
  confidence: nullable(either(finiteNumber, string)),
});
export type CompanyDomain = Checked<typeof companyDomainShape>;

export function readCompanyDomain(): CompanyDomain | null {
  try {
    return parseJsonWith(companyDomainShape, localStorage.getItem(COMPANY_DOMAIN_KEY));
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
    const company = check(companyDomainShape, await response.json());
    if (!company) throw new Error("fetch-company-domain answered an unexpected body");
    localStorage.setItem(COMPANY_DOMAIN_KEY, JSON.stringify(company));
    return company;
  } catch (cause) {
    reportError({ code: "CLEARBIT REVEAL ERROR", cause });
    return null;
  }
}
