import { HTTPError } from "ky";
import { z } from "zod";
import { emailDomain } from "@/lib/forms/email";
import { isFreeEmailDomain } from "../email-domains";
import { http, callDownstream } from "./http";
import { optionalEnv, readEnv } from "./env";

/**
 * Clearbit: the company behind an email address, and the company behind a visitor's IP (Reveal).
 * Embedded default (offline): derived from the email's domain; an IP reveals nothing.
 * Real: `CLEARBIT_API_KEY` (company.clearbit.com and reveal.clearbit.com).
 */

export const clearbitEnv = z.object({ CLEARBIT_API_KEY: optionalEnv(z.string().min(1)) });
const apiKey = () => readEnv("clearbit", clearbitEnv).CLEARBIT_API_KEY;

export interface Company {
  name: string;
  domain: string;
  logo: string | null;
}

export interface CompanyDomainReveal {
  domain: string | null;
  /** 0 (nothing known) to 1 (certain). */
  confidence: number;
}

/** The response, or null when Clearbit answers one of `statuses` (an answer, not a failure). */
async function unlessStatus(statuses: number[], request: () => Promise<Response>): Promise<Response | null> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof HTTPError && statuses.includes(error.response.status)) return null;
    throw error;
  }
}

const companySchema = z.object({ name: z.string().nullish(), domain: z.string(), logo: z.string().nullish() });

/** The company of a professional address; null for free providers and unknown domains. */
export async function findCompany(email: string): Promise<Company | null> {
  const domain = emailDomain(email);
  if (!domain || isFreeEmailDomain(domain)) return null;
  const key = apiKey();
  if (!key) {
    const label = domain.split(".").slice(-2, -1)[0] ?? domain;
    return { name: label.charAt(0).toUpperCase() + label.slice(1), domain, logo: null };
  }
  return callDownstream("clearbit", async () => {
    const response = await unlessStatus([404], () =>
      http.get("https://company.clearbit.com/v2/companies/find", { searchParams: { domain }, headers: { authorization: `Bearer ${key}` } }),
    );
    // Clearbit answers 404 for a domain it does not know and 202 while it is still looking.
    if (!response || response.status === 202) return null;
    const company = companySchema.parse(await response.json());
    return { name: company.name ?? domain, domain: company.domain, logo: company.logo ?? null };
  });
}

const revealSchema = z.object({
  domain: z.string().nullish(),
  fuzzy: z.boolean().optional(),
  confidence_score: z.enum(["very_high", "high", "medium", "low"]).optional(),
});
const confidenceScores = { very_high: 1, high: 0.75, medium: 0.5, low: 0.25 } as const;

/** The company domain behind a visitor: from their IP (Reveal) or, offline, their address. */
export async function revealCompanyDomain({ ip, email }: { ip: string | null; email?: string }): Promise<CompanyDomainReveal> {
  const key = apiKey();
  if (!key || !ip) {
    const domain = email ? emailDomain(email) : "";
    return domain && !isFreeEmailDomain(domain) ? { domain, confidence: 1 } : { domain: null, confidence: 0 };
  }
  return callDownstream("clearbit", async () => {
    // 404: no company behind this IP; 422: not a public IP.
    const response = await unlessStatus([404, 422], () =>
      http.get("https://reveal.clearbit.com/v1/companies/find", { searchParams: { ip }, headers: { authorization: `Bearer ${key}` } }),
    );
    if (!response) return { domain: null, confidence: 0 };
    const reveal = revealSchema.parse(await response.json());
    if (!reveal.domain) return { domain: null, confidence: 0 };
    const confidence = reveal.confidence_score ? confidenceScores[reveal.confidence_score] : reveal.fuzzy ? 0.5 : 1;
    return { domain: reveal.domain, confidence };
  });
}
