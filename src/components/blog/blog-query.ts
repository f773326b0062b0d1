import type { ArticleQuery } from "@/lib/articles";

export interface BlogListState extends ArticleQuery {
  page: number;
}

const UID = /^[\p{Ll}\p{Lo}\p{N}][\p{Ll}\p{Lo}\p{N}_.-]*$/u;

/** The blog home's state from its query string; odd values fall back to the defaults. */
export function parseBlogQuery(search: string): BlogListState {
  const params = new URLSearchParams(search);
  const page = Number(params.get("page"));
  const category = params.get("category") ?? "";
  const q = (params.get("q") ?? "").trim().slice(0, 200);
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 99999 ? page : 1,
    ...(UID.test(category) && category.length <= 200 ? { category } : {}),
    ...(q ? { q } : {}),
  };
}

/** The query string of a state ("" for the default), in a stable order: category, q, page. */
export function blogQueryString(state: BlogListState): string {
  const params = new URLSearchParams();
  if (state.category) params.set("category", state.category);
  if (state.q) params.set("q", state.q);
  if (state.page > 1) params.set("page", String(state.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Whether a state is what the pre-rendered page already shows. */
export function isDefaultState(state: BlogListState): boolean {
  return state.page === 1 && !state.category && !state.q;
}
