import "server-only";
import type { Ordering } from "@prismicio/client";
import type { ReactNode } from "react";
import type { Locale } from "@/routing/locales";
import type { RouteDocumentType, RouteId } from "@/routing/routes";
import type { LocalePaths } from "./alternates";
import type { DocumentOf } from "./documents";
import { loadRouteDocument, pageLocale, pagePaths, routeMetadata, routeStaticParams, type RouteParamsInput } from "./page";

interface DocumentViewProps<Document> {
  document: Document;
  locale: Locale;
  alternates: LocalePaths;
}

/**
 * What every document route gives its view: the route's document, the request's locale, the document's paths by
 * language. Typed by the document, so routes of one type share views (`FeatureView` serves four).
 */
export type DocumentPageProps<Id extends RouteId> = DocumentViewProps<DocumentOf<RouteDocumentType<Id>>>;

/** The props a view takes besides the document route's own: what `load` must give it. */
type ViewExtra<Id extends RouteId, Props> = Omit<Props, keyof DocumentPageProps<Id>>;

export interface DocumentRouteOptions<Id extends RouteId, Props> {
  /** Linked documents' fields loaded with the document (`fetchLinks`). */
  fetchLinks?: string[];
  /** The view's other props, loaded beside the document's paths; required when the view takes any. */
  load?: (context: { document: DocumentOf<RouteDocumentType<Id>>; locale: Locale; params: RouteParamsInput }) => Promise<ViewExtra<Id, Props>>;
  /** Which documents are built with the site (the rest render on their first request): `routeStaticParams`' options. */
  staticParams?: { mostRecent?: number; orderings?: Ordering[] };
}

/**
 * A route's page, metadata and static params: the page loads the route's document (not found, or redirected to
 * its own path, as `loadRouteDocument` says), its paths and what `load` adds, and renders `View` with them.
 * A page file exports `Page` as its default, `generateMetadata`, and `generateStaticParams` unless its route is a
 * singleton; segment config (`revalidate`...) stays a literal in the page file, where Next reads it.
 */
export function documentRoute<Id extends RouteId, Props extends DocumentPageProps<Id>>(
  routeId: Id,
  View: (props: Props) => ReactNode | Promise<ReactNode>,
  // The view's props decide whether `load` is needed: a view that takes more than the route's own props gets them from it.
  ...[options = {}]: Record<never, never> extends ViewExtra<Id, Props>
    ? [options?: DocumentRouteOptions<Id, Props>]
    : [options: DocumentRouteOptions<Id, Props> & Required<Pick<DocumentRouteOptions<Id, Props>, "load">>]
) {
  return {
    async Page({ params }: { params: Promise<RouteParamsInput> }) {
      const input = await params;
      const locale = pageLocale(input.locale);
      const document = await loadRouteDocument(routeId, input, options.fetchLinks);
      const [alternates, extra] = await Promise.all([pagePaths(document), options.load?.({ document, locale, params: input })]);
      const props = { ...extra, document, locale, alternates } as Props;
      return <View {...props} />;
    },
    async generateMetadata({ params }: { params: Promise<RouteParamsInput> }) {
      return routeMetadata(routeId, await params);
    },
    generateStaticParams({ params }: { params: { locale: string } }) {
      return routeStaticParams(routeId, params.locale, options.staticParams);
    },
  };
}
