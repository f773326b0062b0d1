import type { AllDocumentTypes } from "../../prismicio-types";
import { localePrefixes, perLocale, splitLocale, withTrailingSlash, type Locale } from "./locales";

// The path helpers live with the locales (client code uses them without the route table).
export { splitLocale, withTrailingSlash, type PathInfo } from "./locales";

/**
 * THE route table: every public path of the site in de, en and fr.
 *
 * Each row names the document types it renders, its path pattern per locale and the
 * internal app path it is served from (`src/app/[locale]<internal>`). Links, pages,
 * Prismic `routes`, the sitemap, canonical and hreflang all derive from this table.
 * Patterns always end with `/`; `:name` is a required parameter.
 */

export type RouteParam = "uid" | "guideUid" | "category";
export type RouteParams = Partial<Record<RouteParam, string>>;

type DocumentType = AllDocumentTypes["type"];

export interface RouteDefinition<Id extends string = string, Type extends DocumentType = DocumentType> {
  id: Id;
  /** Custom types rendered at this route, tried in order. Empty for routes without a document. */
  types: readonly Type[];
  paths: Readonly<Record<Locale, string>>;
  /** App path under `/[locale]`, where the page file lives. */
  internal: string;
  /** Whether the route's document is a singleton (fetched without uid). */
  singleton?: boolean;
  /** For feature pages: the `category` value of the landing_page document this route serves. */
  featureCategory?: FeatureCategory;
  /** Route middleware the proxy runs on this route's answers, by name (src/routing/route-middleware.ts). */
  middleware?: readonly string[];
}

/** Feature pages (landing_page documents) take their path from their category. */
export const featureCategories = ["landing-page", "use-case", "product", "solution"] as const;
export type FeatureCategory = (typeof featureCategories)[number];
export const DEFAULT_FEATURE_CATEGORY: FeatureCategory = "landing-page";

/** Form pages use a fixed uid per language. */
export const formPageUids = {
  demo: { de: "demo-buchen", en: "demo", fr: "demo" },
  freeTrial: { de: "kostenlos-testen", en: "free-trial", fr: "essai-gratuit" },
  contact: { de: "kontaktieren-sie-uns", en: "contact-us", fr: "contactez-nous" },
  partners: { de: "partners", en: "partners", fr: "partenaires" },
} as const satisfies Record<string, Record<Locale, string>>;
export type FormPageKey = keyof typeof formPageUids;

/** A generic page (the catch-all `page` route) of its locale's campaign category is a campaign page (spec section 2). */
export const campaignCategories = { en: "campaign", de: "kampagne", fr: "campagne" } as const satisfies Record<Locale, string>;

/** Whether a generic page is a campaign page: the landing layout, the menu hidden; any other gets the default layout. */
export function isLandingPage(locale: Locale, category: string | null | undefined): boolean {
  return campaignCategories[locale] === category;
}

export const NOT_FOUND_PATH = "/404/";

/** English path with the locale prefix; `overrides` give translated paths (without prefix). */
function localized(path: string, overrides: Partial<Record<Locale, string>> = {}): Record<Locale, string> {
  return perLocale((locale) => `${localePrefixes[locale]}${overrides[locale] ?? path}`);
}

function route<const Id extends string, const Type extends DocumentType = never>(
  id: Id,
  types: readonly Type[],
  paths: Record<Locale, string>,
  options: Partial<Pick<RouteDefinition, "singleton" | "featureCategory" | "internal" | "middleware">> = {},
): RouteDefinition<Id, Type> {
  const params = [...paths.en.matchAll(/:(\w+)/g)].map((m) => `:${m[1]}`);
  return {
    id,
    types,
    paths,
    internal: options.internal ?? ["", id, ...params].join("/"),
    singleton: options.singleton,
    featureCategory: options.featureCategory,
    middleware: options.middleware,
  };
}

const single = { singleton: true } as const;

/** Order matters: the first matching row wins, so fixed paths precede patterns. */
const routeTable = [
  route("home", ["home_page"], localized("/"), { ...single, internal: "" }),
  route("not_found", ["not_found_page"], localized(NOT_FOUND_PATH), single),
  route("blog_home", ["blog_home"], localized("/blog/"), single),
  route("author", ["author"], localized("/blog/author/:uid/")),
  route("category", ["category"], localized("/blog/category/:uid/")),
  route("tag", ["tag"], localized("/blog/tag/:uid/")),
  route("blog_article", ["blog_article"], localized("/blog/:uid/")),
  route("guide_article", ["blog_article"], localized("/guide/:guideUid/:uid/")),
  route("guide", ["guide_page"], localized("/guide/:uid/")),
  route("form_page", ["form_page"], localized("/form/:uid/")),
  route("gated_ebook", ["gated_ebook_lp"], localized("/ebook/:uid/")),
  route("landing_page", ["landing_page"], localized("/lp/:uid/"), { featureCategory: "landing-page" }),
  route("use_case", ["landing_page"], localized("/use-cases/:uid/"), { featureCategory: "use-case" }),
  route("product", ["landing_page"], localized("/product/:uid/", { de: "/plattform/:uid/", fr: "/produit/:uid/" }), {
    featureCategory: "product",
  }),
  route("solution", ["landing_page"], localized("/solution/:uid/", { de: "/loesung/:uid/" }), {
    featureCategory: "solution",
  }),
  route("case_studies_hub", ["case_studies_hub"], localized("/customers/", { de: "/kunden/", fr: "/clients/" }), single),
  route("case_study", ["case_study"], localized("/customers/:uid/", { de: "/kunden/:uid/", fr: "/clients/:uid/" })),
  route("certification", ["certification"], localized("/certification/:uid/")),
  route("collaborative_learning", ["collaborative_learning"], localized("/collaborative-learning/"), single),
  route("collaborative_learning_book", ["collaborative_learning_book"], localized("/collaborative-learning-book/"), single),
  route(
    "collaborative_learning_movement",
    ["collaborative_learning_movement"],
    localized("/collaborative-learning-movement/"),
    single,
  ),
  route(
    "email_preference_center",
    ["email_preference_center"],
    localized("/email-preference-center/", { de: "/email-einstellungen-center/", fr: "/centre-preferences-email/" }),
    single,
  ),
  route("events_hub", ["events_hub"], localized("/events/", { fr: "/evenements/" }), single),
  route("event", ["live_event", "webinar"], localized("/events/:uid/", { fr: "/evenements/:uid/" })),
  route("legal_document", ["legal_document"], localized("/legal/:uid/")),
  route("ld_next", ["ld_next"], localized("/l-and-d-next/:uid/")),
  route("performance_academy", ["performance_academy"], localized("/l-and-d-performance-academy/"), single),
  route("ld_collective", ["ld_collective"], localized("/the-l-and-d-collective/"), single),
  route(
    "maturity_model",
    ["maturity_model"],
    localized("/maturity-model/", { de: "/reifegradmodell/", fr: "/modele-maturite-formation/" }),
    single,
  ),
  route(
    "newsletter",
    ["newsletter_page"],
    localized("/newsletter-form/", { de: "/newsletter-abonnieren/", fr: "/inscription-newsletter/" }),
    single,
  ),
  route("newsroom", ["newsroom"], localized("/newsroom/"), single),
  // Site search results: no document, rendered from the query string.
  route("search", [], localized("/search/", { de: "/suche/", fr: "/recherche/" })),
  route("partners_hub", ["partners_hub"], localized("/partner-marketplace/"), single),
  route("partner", ["partner"], localized("/partner-marketplace/:uid/")),
  route("pricing", ["pricing_page"], localized("/pricing/", { de: "/preise/", fr: "/tarifs/" }), single),
  route(
    "privacy_and_security",
    ["privacy_and_security"],
    localized("/privacy-and-security/", { de: "/datenschutz-und-sicherheit/", fr: "/confidentialite-et-securite/" }),
    single,
  ),
  route("resources_hub", ["resources_hub"], localized("/resources/", { de: "/ressourcen/", fr: "/ressources/" }), single),
  route(
    "roi_calculator",
    ["roi_calculator"],
    localized("/roi-calculator/", { de: "/roi-rechner/", fr: "/calculateur-roi/" }),
    single,
  ),
  route("studio", ["studio"], localized("/studio/:uid/")),
  route("team_plan", ["team_plan"], localized("/team-plan/"), single),
  route("test_page", ["test_page"], localized("/test/:uid/")),
  route("redemption_code", ["redemption_code"], localized("/apple-redemption-code/:uid/", { fr: "/code-apple/:uid/" })),
  // After redemption_code: a redemption_code document's own page is the code page, not its dashboard.
  route(
    "redemption_dashboard",
    ["redemption_code"],
    localized("/apple-redemption-code/:uid/dashboard/", { fr: "/code-apple/:uid/tableau-de-bord/" }),
    { middleware: ["private-key"] },
  ),
  // Generic content pages: the catch-all comes last.
  route("page", ["page"], localized("/:category/:uid/")),
] as const;

export const routes: readonly RouteDefinition[] = routeTable;

type RouteRow = (typeof routeTable)[number];
export type RouteId = RouteRow["id"];
/** The row of a route id, with its document types as literal types. */
export type RouteOf<Id extends RouteId> = Extract<RouteRow, { id: Id }>;
/** The custom types a route renders, e.g. `RouteDocumentType<"event">` is `"live_event" | "webinar"`. */
export type RouteDocumentType<Id extends RouteId> = RouteOf<Id>["types"][number];

const routesById = new Map<string, RouteRow>(routeTable.map((r) => [r.id, r]));

/** A route by id; typed by its id when the id is a literal, so its document types are known. */
export function getRoute<Id extends RouteId>(id: Id): RouteOf<Id>;
export function getRoute(id: string): RouteDefinition;
export function getRoute(id: string): RouteDefinition {
  const found = routesById.get(id);
  if (!found) throw new Error(`Unknown route '${id}'`);
  return found;
}

/** Route uid parameters are required and must look like a Prismic UID. */
export const UID_PATTERN = /^[\p{Ll}\p{Lo}\p{N}][\p{Ll}\p{Lo}\p{N}_.-]*$/u;

export function isValidParam(value: string | undefined): value is string {
  return typeof value === "string" && value.length > 0 && value.length <= 200 && UID_PATTERN.test(value);
}

/** Builds a route's public path, or null when a parameter is missing or invalid. */
export function buildPath(routeOrId: RouteDefinition | string, locale: Locale, params: RouteParams = {}): string | null {
  const definition = typeof routeOrId === "string" ? getRoute(routeOrId) : routeOrId;
  let valid = true;
  const path = definition.paths[locale].replace(/:(\w+)/g, (_, name: RouteParam) => {
    const value = params[name];
    if (!isValidParam(value)) valid = false;
    return encodeURIComponent(value ?? "");
  });
  return valid ? path : null;
}

/** Internal app path (with locale) a public path is rewritten to. */
export function buildInternalPath(definition: RouteDefinition, locale: Locale, params: RouteParams): string {
  const rest = definition.internal.replace(/:(\w+)/g, (_, name: RouteParam) => encodeURIComponent(params[name] ?? ""));
  return `/${locale}${rest}/`;
}

export interface RouteMatch {
  route: RouteDefinition;
  locale: Locale;
  params: RouteParams;
}


const compiled = routes.map((definition) => ({
  definition,
  patterns: perLocale((locale) => {
    const names: RouteParam[] = [];
    const source = definition.paths[locale]
      .split(/(:\w+)/)
      .map((part) => {
        if (part.startsWith(":")) {
          names.push(part.slice(1) as RouteParam);
          return "([^/]+)";
        }
        return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      })
      .join("");
    return { regex: new RegExp(`^${source}$`), names };
  }),
}));

/**
 * Finds the route a public path belongs to. A path whose shape matches but whose
 * parameters fail validation matches nothing (the visitor gets the 404 page).
 */
export function matchPath(pathname: string): RouteMatch | null {
  const path = withTrailingSlash(pathname);
  const { locale } = splitLocale(path);
  for (const { definition, patterns } of compiled) {
    const { regex, names } = patterns[locale];
    const match = regex.exec(path);
    if (!match) continue;
    const params: RouteParams = {};
    let decoded = true;
    names.forEach((name, index) => {
      try {
        params[name] = decodeURIComponent(match[index + 1]);
      } catch {
        decoded = false;
      }
    });
    if (!decoded || !names.every((name) => isValidParam(params[name]))) return null;
    return { route: definition, locale, params };
  }
  return null;
}

/** The route serving feature pages of a category. */
export function featureRoute(category: string | null | undefined): RouteDefinition {
  const wanted = featureCategories.includes(category as FeatureCategory)
    ? (category as FeatureCategory)
    : DEFAULT_FEATURE_CATEGORY;
  return routes.find((r) => r.featureCategory === wanted) ?? getRoute("landing_page");
}

/** Every route that serves a given custom type. */
export function routesForType(type: string): RouteDefinition[] {
  return routes.filter((r) => (r.types as readonly string[]).includes(type));
}
