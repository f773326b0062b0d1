/** What a partner card can be filtered on. */
export interface PartnerFacets {
  category: string | null;
  regions: string[];
  types: string[];
  certified: boolean;
  builtByUs: boolean;
}

/** The partners hub's filters; an empty value means "any". */
export interface PartnerFilters {
  category: string;
  region: string;
  type: string;
  certified: boolean;
  builtByUs: boolean;
}

export const noPartnerFilters: PartnerFilters = { category: "", region: "", type: "", certified: false, builtByUs: false };

export function matchesPartner(facets: PartnerFacets, filters: PartnerFilters): boolean {
  return (
    (!filters.category || facets.category === filters.category) &&
    (!filters.region || facets.regions.includes(filters.region)) &&
    (!filters.type || facets.types.includes(filters.type)) &&
    (!filters.certified || facets.certified) &&
    (!filters.builtByUs || facets.builtByUs)
  );
}

/** The options a select offers: only values some partner has, in the model's order. */
export function availableOptions<T extends string>(modelOrder: readonly T[], present: Iterable<string | null>): T[] {
  const seen = new Set(present);
  return modelOrder.filter((value) => seen.has(value));
}
