import type { PartnerDocument } from "../../../prismicio-types";
import type { PartnerFacets } from "./filters";

/** Select values in the partner model's order (customtypes/partner). */
export const partnerCategories = ["hris", "communication", "content", "lms", "analytics", "consulting"] as const;
export const partnerRegions = ["emea", "north_america", "latin_america", "apac"] as const;
export const partnerTypes = ["technology", "consulting", "content", "reseller"] as const;

export function partnerFacets(partner: PartnerDocument): PartnerFacets {
  const { data } = partner;
  return {
    category: data.category ?? null,
    regions: data.regions.flatMap((entry) => (entry.region ? [entry.region] : [])),
    types: data.types.flatMap((entry) => (entry.type ? [entry.type] : [])),
    certified: data.is_certified === true,
    builtByUs: data.is_integration_built_by_us === true,
  };
}
