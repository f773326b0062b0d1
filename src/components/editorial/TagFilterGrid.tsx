"use client";

import { useState, type ReactNode } from "react";
import { fillPlural, type PluralTemplates } from "@/i18n/templates";
import { FilterResults } from "./FilterResults";

export interface TagFilterItem {
  id: string;
  tagIds: string[];
  /** The server-rendered card. */
  card: ReactNode;
}

/** What the filter says, formatted on the server: the browser loads no message formatter for it. */
export interface TagFilterLabels {
  all: string;
  /** The count of results when there are none. */
  none: string;
  /** The count of results, one template per plural category (`{count}`). */
  results: PluralTemplates;
}

/**
 * Server-rendered cards with a tag filter: toggle buttons (one tag at a time, "All" resets), the
 * number of results announced politely. Without JavaScript every card stays visible.
 */
export interface TagFilterGridProps {
  label: string;
  tags: { id: string; label: string }[];
  items: TagFilterItem[];
  labels: TagFilterLabels;
  locale: string;
}

export function TagFilterGrid(props: TagFilterGridProps) {
  const { label, tags, items, labels, locale } = props;
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
          {[{ id: "", label: labels.all }, ...tags].map((tag) => (
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
        <FilterResults status={shown.length === 0 ? labels.none : fillPlural(labels.results, "count", shown.length, locale)} items={shown} gridClassName="sm:grid-cols-2 lg:grid-cols-3" />
      </div>
    </div>
  );
}
