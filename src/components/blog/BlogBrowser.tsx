"use client";

import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from "react";
import type { Locale } from "@/routing/locales";
import { ArticleCards, type ArticleCardLabels } from "./ArticleCards";
import { fillPlural, fillTemplate, type PluralTemplates } from "@/i18n/templates";
import type { ArticleSummary } from "@/lib/articles";
import { blogQueryString, isDefaultState, parseBlogQuery, type BlogListState } from "./blog-query";
import type { Paginated } from "@/lib/pagination";
import { Pagination, type PaginationLabels } from "./Pagination";

/** What the blog browser says, in the page's locale: resolved on the server, so no message code loads here. */
export interface BlogBrowserLabels {
  cards: ArticleCardLabels;
  pagination: PaginationLabels;
  allCategories: string;
  filterByCategory: string;
  searchLabel: string;
  searchSubmit: string;
  clearSearch: string;
  loading: string;
  loadError: string;
  /** The heading of a search: "Results for “{query}”". */
  searchResults: string;
  /** The count announced after a change: none found, else the plural category's template of `{count}`. */
  resultsNone: string;
  results: PluralTemplates;
}

export interface BlogBrowserProps {
  locale: Locale;
  /** Public path of the blog home. */
  basePath: string;
  /** The pre-rendered first page (newest articles, no filter). */
  initial: Paginated<ArticleSummary>;
  /** Categories with their archive page (the link target without JavaScript or in a new tab). */
  categories: { uid: string; name: string; href: string }[];
  categoriesTitle: string;
  latestTitle: string;
  /** Whether the first card's image is the largest above the fold (not when a featured article precedes it). */
  imagePriority?: boolean;
  labels: BlogBrowserLabels;
}

/**
 * The blog home's article list. The page stays static: the server renders the newest articles,
 * and this island reads `?page`, `?category` and `?q` (the navbar search) from the address bar,
 * then fetches the matching page from GET /api/blog. Category filters are real links to the
 * category archive pages (what they open without JavaScript or in a new tab); a click filters in
 * place. The result count is announced politely and focus moves to the results heading.
 */
export function BlogBrowser({ locale, basePath, initial, categories, categoriesTitle, latestTitle, imagePriority = true, labels }: BlogBrowserProps) {
  const resultsCount = useCallback((count: number) => (count === 0 ? labels.resultsNone : fillPlural(labels.results, "count", count, locale)), [labels, locale]);
  const [state, setState] = useState<BlogListState>({ page: 1 });
  const [result, setResult] = useState(initial);
  const [status, setStatus] = useState<"idle" | "loading" | "error">("idle");
  const [announcement, setAnnouncement] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);
  const request = useRef<AbortController | null>(null);
  const searchId = useId();

  const load = useCallback(
    async (next: BlogListState, moveFocus: boolean) => {
      setState(next);
      request.current?.abort();
      if (isDefaultState(next)) {
        setResult(initial);
        setStatus("idle");
        setAnnouncement(moveFocus ? resultsCount(initial.total) : "");
        if (moveFocus) heading.current?.focus();
        return;
      }
      const controller = new AbortController();
      request.current = controller;
      setStatus("loading");
      const params = new URLSearchParams({ locale, page: String(next.page), ...(next.category ? { category: next.category } : {}), ...(next.q ? { q: next.q } : {}) });
      try {
        const response = await fetch(`/api/blog?${params}`, { signal: controller.signal });
        if (!response.ok) throw new Error(`GET /api/blog answered ${response.status}`);
        const data = (await response.json()) as Paginated<ArticleSummary>;
        setResult(data);
        setStatus("idle");
        setAnnouncement(resultsCount(data.total));
        if (moveFocus) heading.current?.focus();
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn(error);
        setStatus("error");
        setAnnouncement(labels.loadError);
      }
    },
    [initial, locale, labels.loadError, resultsCount],
  );

  useEffect(() => {
    const fromLocation = () => void load(parseBlogQuery(window.location.search), false);
    fromLocation();
    window.addEventListener("popstate", fromLocation);
    return () => window.removeEventListener("popstate", fromLocation);
  }, [load]);

  const navigate = (next: BlogListState, event?: MouseEvent<HTMLAnchorElement> | FormEvent<HTMLFormElement>) => {
    if (event && "button" in event && (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) return;
    event?.preventDefault();
    window.history.pushState(null, "", `${basePath}${blogQueryString(next)}`);
    void load(next, true);
  };

  const hrefFor = (next: BlogListState) => `${basePath}${blogQueryString(next)}`;
  const activeCategory = categories.find((category) => category.uid === state.category);
  const title = state.q ? fillTemplate(labels.searchResults, { query: state.q }) : (activeCategory?.name ?? latestTitle);

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    const q = String(new FormData(event.currentTarget).get("q") ?? "").trim().slice(0, 200);
    navigate({ page: 1, category: state.category, ...(q ? { q } : {}) }, event);
  };

  const chip = "inline-flex min-h-11 items-center rounded-full border border-ink px-4 text-sm font-semibold";
  return (
    <div>
      <div className="mt-8 flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        {categories.length > 0 ? (
          <nav aria-label={categoriesTitle || labels.filterByCategory}>
            <ul className="flex flex-wrap gap-2">
              {[{ uid: "", name: labels.allCategories, href: basePath }, ...categories].map((category) => {
                const current = (state.category ?? "") === category.uid;
                return (
                  <li key={category.uid || "all"}>
                    <a
                      href={category.href}
                      aria-current={current ? "true" : undefined}
                      onClick={(event) => navigate({ page: 1, q: state.q, ...(category.uid ? { category: category.uid } : {}) }, event)}
                      className={`${chip} ${current ? "bg-ink text-white" : "hover:bg-ink hover:text-white"}`}
                    >
                      {category.name}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
        ) : null}
        <form role="search" action={basePath} method="get" onSubmit={submitSearch} className="flex gap-2">
          <label htmlFor={searchId} className="sr-only">
            {labels.searchLabel}
          </label>
          <input
            key={state.q ?? ""}
            id={searchId}
            name="q"
            type="search"
            maxLength={200}
            defaultValue={state.q ?? ""}
            className="min-h-11 w-full rounded-full border border-stone px-4 lg:w-64"
          />
          <button type="submit" className="min-h-11 rounded-full bg-ink px-5 font-semibold text-white hover:bg-night">
            {labels.searchSubmit}
          </button>
        </form>
      </div>
      <div className="mt-12 mb-6 flex flex-wrap items-baseline gap-x-4 gap-y-2">
        <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          {title}
        </h2>
        {state.q ? (
          <a href={hrefFor({ page: 1, category: state.category })} onClick={(event) => navigate({ page: 1, category: state.category }, event)} className="font-semibold text-green-dark underline">
            {labels.clearSearch}
          </a>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {status === "loading" ? labels.loading : announcement}
      </p>
      {status === "error" ? (
        <p className="rounded-xl bg-cloud p-4" role="alert">
          {labels.loadError}
        </p>
      ) : (
        <div aria-busy={status === "loading"} className={status === "loading" ? "opacity-60 transition-opacity" : undefined}>
          <ArticleCards articles={result.items} labels={labels.cards} headingLevel={3} priorityFirst={imagePriority && isDefaultState(state)} />
        </div>
      )}
      <Pagination
        page={result.page}
        totalPages={result.totalPages}
        labels={labels.pagination}
        hrefFor={(page) => hrefFor({ ...state, page })}
        onNavigate={(page, event) => navigate({ ...state, page }, event)}
      />
    </div>
  );
}
