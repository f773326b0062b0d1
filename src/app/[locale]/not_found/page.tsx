import type { Metadata } from "next";
import { NotFoundView } from "@/components/not-found/NotFoundView";
import { notFoundMetadata, pageLocale } from "@/content/page";
import { isLocale } from "@/routing/locales";

/** `/404/` and every path no route matches (the proxy answers them with status 404). */
export default async function NotFoundRoute({ params }: PageProps<"/[locale]/not_found">) {
  return <NotFoundView locale={pageLocale((await params).locale)} />;
}

export async function generateMetadata({ params }: PageProps<"/[locale]/not_found">): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? notFoundMetadata(locale) : {};
}
