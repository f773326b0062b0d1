"use client";

import { useId, useState, type ReactNode } from "react";
import { fillPlural, type PluralTemplates } from "@/i18n/templates";
import { FilterResults } from "./FilterResults";
import { matchesPartner, noPartnerFilters, type PartnerFacets, type PartnerFilters } from "./filters";

export interface PartnerItem {
  id: string;
  facets: PartnerFacets;
  card: ReactNode;
}

interface SelectFilter {
  key: "category" | "region" | "type";
  label: string;
  options: { value: string; label: string }[];
}

interface PartnersBrowserProps {
  selects: SelectFilter[];
  certifiedLabel: string;
  builtByUsLabel: string;
  resetLabel: string;
  noResults: string;
  /** The filters' name, "All", and the count of results per plural category (`{count}`): formatted on the server. */
  filtersLabel: string;
  allLabel: string;
  results: PluralTemplates;
  locale: string;
  items: PartnerItem[];
}

/**
 * The partner marketplace's filters over server-rendered cards: native selects and checkboxes
 * (keyboard and screen-reader friendly as they are), a reset button, the count announced politely.
 */
export function PartnersBrowser({ selects, certifiedLabel, builtByUsLabel, resetLabel, noResults, filtersLabel, allLabel, results, locale, items }: PartnersBrowserProps) {
  const id = useId();
  const [filters, setFilters] = useState<PartnerFilters>(noPartnerFilters);
  const shown = items.filter((item) => matchesPartner(item.facets, filters));
  const set = <K extends keyof PartnerFilters>(key: K, value: PartnerFilters[K]) => setFilters((current) => ({ ...current, [key]: value }));
  const control = "min-h-11 w-full rounded-xl border border-stone bg-white px-3";

  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
      <form aria-label={filtersLabel} className="space-y-5" onSubmit={(event) => event.preventDefault()} onReset={() => setFilters(noPartnerFilters)}>
        {selects.map((select) => (
          <div key={select.key}>
            <label htmlFor={`${id}-${select.key}`} className="block text-sm font-semibold">
              {select.label}
            </label>
            <select id={`${id}-${select.key}`} value={filters[select.key]} onChange={(event) => set(select.key, event.target.value)} className={`${control} mt-1`}>
              <option value="">{allLabel}</option>
              {select.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
        <label className="flex min-h-11 items-center gap-3">
          <input type="checkbox" checked={filters.certified} onChange={(event) => set("certified", event.target.checked)} className="size-5 accent-green" />
          {certifiedLabel}
        </label>
        <label className="flex min-h-11 items-center gap-3">
          <input type="checkbox" checked={filters.builtByUs} onChange={(event) => set("builtByUs", event.target.checked)} className="size-5 accent-green" />
          {builtByUsLabel}
        </label>
        <button type="reset" className="min-h-11 rounded-full border-2 border-ink px-5 font-semibold hover:bg-ink hover:text-white">
          {resetLabel}
        </button>
      </form>
      <div>
        <FilterResults status={shown.length === 0 ? noResults : fillPlural(results, "count", shown.length, locale)} items={shown} gridClassName="sm:grid-cols-2 xl:grid-cols-3" />
      </div>
    </div>
  );
}
