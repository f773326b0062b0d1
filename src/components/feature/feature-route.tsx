import { loadRouteDocument, pageLocale, pagePaths, routeMetadata, routeStaticParams, type RouteParamsInput } from "@/content/page";
import { FeatureView } from "./FeatureView";

export type FeatureRouteId = "landing_page" | "use_case" | "product" | "solution";

/** The page, metadata and static params of one feature route: the four route files are one line each. */
export function featurePageRoute(routeId: FeatureRouteId) {
  return {
    async Page({ params }: { params: Promise<RouteParamsInput> }) {
      const input = await params;
      const locale = pageLocale(input.locale);
      const page = await loadRouteDocument(routeId, input);
      return <FeatureView page={page} locale={locale} alternates={await pagePaths(page)} />;
    },
    async generateMetadata({ params }: { params: Promise<RouteParamsInput> }) {
      return routeMetadata(routeId, await params);
    },
    generateStaticParams({ params }: { params: { locale: string } }) {
      return routeStaticParams(routeId, params.locale);
    },
  };
}
