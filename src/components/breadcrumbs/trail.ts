import type { Crumb } from "@/content/structured-data";
import type { Locale } from "@/routing/locales";
import { buildPath, matchPath, type RouteMatch, type RouteParams } from "@/routing/routes";

/** The hub a route's pages sit under (besides the home page, every trail's first crumb). */
const parents: Readonly<Record<string, (params: RouteParams) => { id: string; params: RouteParams }>> = {
  author: () => ({ id: "blog_home", params: {} }),
  category: () => ({ id: "blog_home", params: {} }),
  tag: () => ({ id: "blog_home", params: {} }),
  blog_article: () => ({ id: "blog_home", params: {} }),
  guide: () => ({ id: "blog_home", params: {} }),
  guide_article: (params) => ({ id: "guide", params: { uid: params.guideUid } }),
  case_study: () => ({ id: "case_studies_hub", params: {} }),
  event: () => ({ id: "events_hub", params: {} }),
  partner: () => ({ id: "partners_hub", params: {} }),
  redemption_dashboard: (params) => ({ id: "redemption_code", params: { uid: params.uid } }),
};

export interface TrailStep {
  routeId: string;
  params: RouteParams;
  path: string;
}

/** The pages from the home page down to `path`; empty for the home page, the 404 page and unknown paths. */
export function trailSteps(path: string): TrailStep[] {
  const match: RouteMatch | null = matchPath(path);
  if (!match || match.route.id === "home" || match.route.id === "not_found") return [];
  const steps: TrailStep[] = [];
  let current: { id: string; params: RouteParams } | null = { id: match.route.id, params: match.params };
  while (current) {
    const built = buildPath(current.id, match.locale, current.params);
    if (!built) break;
    steps.unshift({ routeId: current.id, params: current.params, path: built });
    current = parents[current.id]?.(current.params) ?? null;
  }
  const home = buildPath("home", match.locale)!;
  return [{ routeId: "home", params: {}, path: home }, ...steps];
}

/** Names each step; a step whose name cannot be found is left out (its page still links further down). */
export async function nameTrail(
  steps: readonly TrailStep[],
  locale: Locale,
  name: (step: TrailStep, locale: Locale) => Promise<string | null>,
): Promise<Crumb[]> {
  const named = await Promise.all(steps.map(async (step) => ({ path: step.path, name: (await name(step, locale))?.trim() ?? "" })));
  return named.filter((crumb) => crumb.name.length > 0);
}
