"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { FilterResults } from "./FilterResults";

export interface TagFilterItem {
  id: string;
  tagIds: string[];
  /** The server-rendered card. */
  card: ReactNode;
}

/**
 * Server-rendered cards with a tag filter: toggle buttons (one tag at a time, "All" resets), the
 * number of results announced politely. Without JavaScript every card stays visible.
 */
export function TagFilterGrid({ label, tags, items }: { label: string; tags: { id: string; label: string }[]; items: TagFilterItem[] }) {
  const t = useTranslations("editorial");
  const [selected, setSelected] = useState("");
  const shown = items.filter((item) => !selected || item.tagIds.includes(selected));
  const button = "inline-flex min-h-11 items-center rounded-full border border-ink px-4 text-sm font-semibold";
  return (
    <div>
      {tags.length > 0 ? (
        <div role="group" aria-label={label} className="flex flex-wrap items-center gap-2">
          <span aria-hidden="true" className="mr-2 font-semibold">
            {label}
          </span>
          {[{ id: "", label: t("filterAll") }, ...tags].map((tag) => (
            <button
              key={tag.id || "all"}
              type="button"
              aria-pressed={selected === tag.id}
              onClick={() => setSelected(tag.id)}
              className={`${button} ${selected === tag.id ? "bg-ink text-white" : "hover:bg-ink hover:text-white"}`}
            >
              {tag.label}
            </button>
          ))}
        </div>
      ) : null}
      <div className="mt-4">
        <FilterResults status={t("resultsCount", { count: shown.length })} items={shown} gridClassName="sm:grid-cols-2 lg:grid-cols-3" />
      </div>
    </div>
  );
}
