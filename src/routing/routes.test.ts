import { describe, expect, it } from "vitest";
import { hasDataDependentPath, linkResolver, notFoundPath, PATH_FIELDS, prismicRoutes } from "./link-resolver";
import { locales, prismicLangs, type Locale } from "./locales";
import { buildInternalPath, buildPath, featureCategories, formPageUids, isLandingPage, matchPath, routes, splitLocale } from "./routes";

/** Spec section 2, transcribed: route id → [en, de, fr] with `x` standing for a uid. */
const specTable: Record<string, [string, string, string]> = {
  home: ["/", "/de/", "/fr/"],
  blog_home: ["/blog/", "/de/blog/", "/fr/blog/"],
  blog_article: ["/blog/x/", "/de/blog/x/", "/fr/blog/x/"],
  author: ["/blog/author/x/", "/de/blog/author/x/", "/fr/blog/author/x/"],
  category: ["/blog/category/x/", "/de/blog/category/x/", "/fr/blog/category/x/"],
  tag: ["/blog/tag/x/", "/de/blog/tag/x/", "/fr/blog/tag/x/"],
  guide: ["/guide/x/", "/de/guide/x/", "/fr/guide/x/"],
  form_page: ["/form/x/", "/de/form/x/", "/fr/form/x/"],
  gated_ebook: ["/ebook/x/", "/de/ebook/x/", "/fr/ebook/x/"],
  landing_page: ["/lp/x/", "/de/lp/x/", "/fr/lp/x/"],
  use_case: ["/use-cases/x/", "/de/use-cases/x/", "/fr/use-cases/x/"],
  product: ["/product/x/", "/de/plattform/x/", "/fr/produit/x/"],
  solution: ["/solution/x/", "/de/loesung/x/", "/fr/solution/x/"],
  case_study: ["/customers/x/", "/de/kunden/x/", "/fr/clients/x/"],
  case_studies_hub: ["/customers/", "/de/kunden/", "/fr/clients/"],
  certification: ["/certification/x/", "/de/certification/x/", "/fr/certification/x/"],
  collaborative_learning: ["/collaborative-learning/", "/de/collaborative-learning/", "/fr/collaborative-learning/"],
  collaborative_learning_book: [
    "/collaborative-learning-book/",
    "/de/collaborative-learning-book/",
    "/fr/collaborative-learning-book/",
  ],
  collaborative_learning_movement: [
    "/collaborative-learning-movement/",
    "/de/collaborative-learning-movement/",
    "/fr/collaborative-learning-movement/",
  ],
  email_preference_center: ["/email-preference-center/", "/de/email-einstellungen-center/", "/fr/centre-preferences-email/"],
  events_hub: ["/events/", "/de/events/", "/fr/evenements/"],
  event: ["/events/x/", "/de/events/x/", "/fr/evenements/x/"],
  legal_document: ["/legal/x/", "/de/legal/x/", "/fr/legal/x/"],
  ld_next: ["/l-and-d-next/x/", "/de/l-and-d-next/x/", "/fr/l-and-d-next/x/"],
  performance_academy: ["/l-and-d-performance-academy/", "/de/l-and-d-performance-academy/", "/fr/l-and-d-performance-academy/"],
  ld_collective: ["/the-l-and-d-collective/", "/de/the-l-and-d-collective/", "/fr/the-l-and-d-collective/"],
  maturity_model: ["/maturity-model/", "/de/reifegradmodell/", "/fr/modele-maturite-formation/"],
  newsletter: ["/newsletter-form/", "/de/newsletter-abonnieren/", "/fr/inscription-newsletter/"],
  newsroom: ["/newsroom/", "/de/newsroom/", "/fr/newsroom/"],
  partner: ["/partner-marketplace/x/", "/de/partner-marketplace/x/", "/fr/partner-marketplace/x/"],
  partners_hub: ["/partner-marketplace/", "/de/partner-marketplace/", "/fr/partner-marketplace/"],
  pricing: ["/pricing/", "/de/preise/", "/fr/tarifs/"],
  privacy_and_security: ["/privacy-and-security/", "/de/datenschutz-und-sicherheit/", "/fr/confidentialite-et-securite/"],
  resources_hub: ["/resources/", "/de/ressourcen/", "/fr/ressources/"],
  roi_calculator: ["/roi-calculator/", "/de/roi-rechner/", "/fr/calculateur-roi/"],
  studio: ["/studio/x/", "/de/studio/x/", "/fr/studio/x/"],
  team_plan: ["/team-plan/", "/de/team-plan/", "/fr/team-plan/"],
  test_page: ["/test/x/", "/de/test/x/", "/fr/test/x/"],
  redemption_code: ["/apple-redemption-code/x/", "/de/apple-redemption-code/x/", "/fr/code-apple/x/"],
  redemption_dashboard: [
    "/apple-redemption-code/x/dashboard/",
    "/de/apple-redemption-code/x/dashboard/",
    "/fr/code-apple/x/tableau-de-bord/",
  ],
  not_found: ["/404/", "/de/404/", "/fr/404/"],
  search: ["/search/", "/de/suche/", "/fr/recherche/"],
};

const order: Locale[] = ["en", "de", "fr"];

describe("route table", () => {
  it("has every route of the spec, and nothing unspecified but the catch-all and guide chapters", () => {
    const ids = routes.map((route) => route.id).sort();
    expect(ids).toEqual([...Object.keys(specTable), "guide_article", "page"].sort());
  });

  describe.each(Object.entries(specTable))("%s", (id, paths) => {
    it.each(order.map((locale, index) => [locale, paths[index]] as const))("%s: builds and matches %s", (locale, path) => {
      const params = path.includes("/x/") ? { uid: "x" } : {};
      expect(buildPath(id, locale, params)).toBe(path);
      const match = matchPath(path);
      expect(match?.route.id).toBe(id);
      expect(match?.locale).toBe(locale);
      expect(match?.params).toEqual(params);
    });
  });

  it.each(order)("guide chapters: /guide/{guideUid}/{uid}/ in %s", (locale) => {
    const path = buildPath("guide_article", locale, { guideUid: "onboarding", uid: "first-week" });
    expect(path).toBe(`${locale === "en" ? "" : `/${locale}`}/guide/onboarding/first-week/`);
    expect(matchPath(path!)).toMatchObject({ route: { id: "guide_article" }, params: { guideUid: "onboarding", uid: "first-week" } });
  });

  it.each(order)("the catch-all /{category}/{uid}/ with the %s prefix comes last", (locale) => {
    const prefix = locale === "en" ? "" : `/${locale}`;
    expect(matchPath(`${prefix}/company/about-us/`)).toMatchObject({
      route: { id: "page" },
      locale,
      params: { category: "company", uid: "about-us" },
    });
    expect(matchPath(`${prefix}/blog/x/`)?.route.id).toBe("blog_article");
  });

  it("form pages use a fixed uid per language", () => {
    expect(formPageUids).toEqual({
      demo: { de: "demo-buchen", en: "demo", fr: "demo" },
      freeTrial: { de: "kostenlos-testen", en: "free-trial", fr: "essai-gratuit" },
      contact: { de: "kontaktieren-sie-uns", en: "contact-us", fr: "contactez-nous" },
      partners: { de: "partners", en: "partners", fr: "partenaires" },
    });
    expect(buildPath("form_page", "de", { uid: formPageUids.demo.de })).toBe("/de/form/demo-buchen/");
    expect(buildPath("form_page", "fr", { uid: formPageUids.freeTrial.fr })).toBe("/fr/form/essai-gratuit/");
  });

  it("a generic page is a campaign page when its locale and category match together", () => {
    expect(isLandingPage("en", "campaign")).toBe(true);
    expect(isLandingPage("de", "kampagne")).toBe(true);
    expect(isLandingPage("fr", "campagne")).toBe(true);
    expect(isLandingPage("de", "campaign")).toBe(false);
    expect(isLandingPage("en", "company")).toBe(false);
    expect(isLandingPage("en", null)).toBe(false);
  });

  it("requires route uid parameters: a missing or invalid uid builds nothing and matches nothing", () => {
    expect(buildPath("blog_article", "en", {})).toBeNull();
    expect(buildPath("blog_article", "en", { uid: "" })).toBeNull();
    expect(buildPath("blog_article", "en", { uid: "Bad Uid" })).toBeNull();
    expect(matchPath("/blog/Bad%20Uid/")).toBeNull();
    expect(matchPath("/blog/%E0%A4%A/")).toBeNull();
    expect(matchPath("/blog/a/b/c/d/")).toBeNull();
  });

  it("a translated path under another locale's prefix is not the same route", () => {
    expect(matchPath("/de/customers/acme/")?.route.id).toBe("page");
    expect(matchPath("/kunden/acme/")?.route.id).toBe("page");
    expect(matchPath("/fr/events/x/")?.route.id).toBe("page");
  });

  it("splits the locale prefix and rewrites to the internal app path", () => {
    expect(splitLocale("/de")).toEqual({ locale: "de", rest: "/" });
    expect(splitLocale("/fr/tarifs/")).toEqual({ locale: "fr", rest: "/tarifs/" });
    expect(splitLocale("/design/")).toEqual({ locale: "en", rest: "/design/" });
    const match = matchPath("/fr/clients/acme/")!;
    expect(buildInternalPath(match.route, match.locale, match.params)).toBe("/fr/case_study/acme/");
    const home = matchPath("/")!;
    expect(buildInternalPath(home.route, home.locale, home.params)).toBe("/en/");
  });
});

describe("link resolver", () => {
  const doc = (type: string, lang: string, uid: string | null, data: Record<string, unknown> = {}) => ({ type, lang, uid, data });

  it.each(locales)("resolves documents to their route in %s", (locale) => {
    const lang = prismicLangs[locale];
    const prefix = locale === "en" ? "" : `/${locale}`;
    expect(linkResolver(doc("blog_article", lang, "hello"))).toBe(`${prefix}/blog/hello/`);
    expect(linkResolver(doc("pricing_page", lang, null))).toBe(buildPath("pricing", locale));
    expect(linkResolver(doc("webinar", lang, "live"))).toBe(buildPath("event", locale, { uid: "live" }));
    expect(linkResolver(doc("live_event", lang, "meetup"))).toBe(buildPath("event", locale, { uid: "meetup" }));
    expect(linkResolver(doc("home_page", lang, null))).toBe(`${prefix}/`);
  });

  it("feature pages take their path from their category", () => {
    expect(linkResolver(doc("landing_page", "de-de", "ki", { category: "product" }))).toBe("/de/plattform/ki/");
    expect(linkResolver(doc("landing_page", "fr-fr", "ia", { category: "product" }))).toBe("/fr/produit/ia/");
    expect(linkResolver(doc("landing_page", "en-us", "ai", { category: "product" }))).toBe("/product/ai/");
    expect(linkResolver(doc("landing_page", "de-de", "hr", { category: "solution" }))).toBe("/de/loesung/hr/");
    expect(linkResolver(doc("landing_page", "fr-fr", "rh", { category: "solution" }))).toBe("/fr/solution/rh/");
    expect(linkResolver(doc("landing_page", "en-us", "sales", { category: "use-case" }))).toBe("/use-cases/sales/");
    expect(linkResolver(doc("landing_page", "en-us", "offer", { category: "landing-page" }))).toBe("/lp/offer/");
    expect(linkResolver(doc("landing_page", "en-us", "offer"))).toBe("/lp/offer/");
  });

  it("articles of a guide live under the guide; generic pages under their category", () => {
    expect(linkResolver(doc("blog_article", "en-us", "chapter-1", { guide: { link_type: "Document", id: "g", uid: "onboarding" } }))).toBe(
      "/guide/onboarding/chapter-1/",
    );
    expect(linkResolver(doc("page", "fr-fr", "a-propos", { category: "entreprise" }))).toBe("/fr/entreprise/a-propos/");
  });

  it("broken, unknown and incomplete documents resolve to /404/", () => {
    expect(linkResolver({ type: "blog_article", lang: "de-de", uid: "x", isBroken: true })).toBe("/de/404/");
    expect(linkResolver(doc("navbar", "en-us", null))).toBe("/404/");
    expect(linkResolver(doc("blog_article", "fr-fr", null))).toBe("/fr/404/");
    expect(linkResolver(doc("page", "en-us", "x"))).toBe("/404/");
    expect(linkResolver({ lang: "xx-yy" })).toBe("/404/");
    expect(notFoundPath("fr")).toBe("/fr/404/");
  });

  it("lists in PATH_FIELDS exactly the types whose path changes with their data, and the field it changes with", () => {
    const linked = (uid: string) => ({ link_type: "Document", id: uid, uid, type: "x", isBroken: false });
    // Two values of each field that lead to different paths wherever the field counts: a feature page's category, a page's category, a guide.
    const values: Record<string, [unknown, unknown]> = { category: [featureCategories[0], featureCategories[1]], guide: [linked("a-guide"), linked("b-guide")] };
    const dependent = routes.flatMap((route) => route.types).filter((type, index, all) => all.indexOf(type) === index).filter((type) => {
      const paths = ["category", "guide"].flatMap((field) => values[field].map((value) => linkResolver({ type, uid: "x", lang: "en-us", data: { [field]: value } })));
      return new Set(paths).size > 1;
    });
    expect(dependent.sort()).toEqual(Object.keys(PATH_FIELDS).sort());
    for (const [type, field] of Object.entries(PATH_FIELDS)) {
      const [one, other] = values[field].map((value) => linkResolver({ type, uid: "x", lang: "en-us", data: { [field]: value } }));
      expect(one, type).not.toBe(other);
      expect(hasDataDependentPath(type)).toBe(true);
    }
    expect(hasDataDependentPath("case_study")).toBe(false);
  });

  it("gives the Content API one route per type and language, none for data-dependent paths", () => {
    const table = prismicRoutes();
    expect(table).toContainEqual({ type: "case_study", lang: "de-de", path: "/de/kunden/:uid/" });
    expect(table).toContainEqual({ type: "pricing_page", lang: "fr-fr", path: "/fr/tarifs/" });
    expect(table.filter((route) => route.type === "webinar")).toHaveLength(3);
    expect(table.some((route) => route.type === "landing_page" || route.type === "page")).toBe(false);
    const keys = table.map((route) => `${route.type}:${route.lang}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
