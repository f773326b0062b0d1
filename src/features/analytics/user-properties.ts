import type { CompanyDomain } from "@/features/tracking/company-domain";
import type { TrafficSourceRecords } from "@/features/tracking/traffic-source";
import type { EventProperties } from "@/lib/analytics/event-schema";

const campaignFields = ["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term", "gclid", "msclkid"] as const;

/**
 * Analytics user properties (spec section 3): the deployed variation, the landing page, initial_*
 * copies of the first campaign, the most recent campaign, and the company-domain enrichment.
 */
export function buildUserProperties(
  variation: string,
  { initial, mostRecent }: TrafficSourceRecords,
  company: CompanyDomain | null,
): EventProperties {
  const properties: EventProperties = { variation };
  if (initial) {
    properties.landing_page = initial.landingPage;
    for (const field of campaignFields) properties[`initial_${field}`] = initial[field] ?? null;
  }
  if (mostRecent) {
    for (const field of campaignFields) properties[field] = mostRecent[field] ?? null;
  }
  if (company) {
    properties.clearbit_reveal_company_domain = company.domain;
    properties.clearbit_reveal_confidence = company.confidence;
  }
  return properties;
}
