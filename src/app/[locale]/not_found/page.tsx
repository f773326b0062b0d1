import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { notFoundMetadata, pageLocale } from "@/content/page";
import { isLocale } from "@/routing/locales";

/** `/404/` and every path no route matches: the 404 page, with status 404. */
export default async function NotFoundRoute({ params }: PageProps<"/[locale]/not_found">) {
  pageLocale((await params).locale);
  notFound();
}

export async function generateMetadata({ params }: PageProps<"/[locale]/not_found">): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? notFoundMetadata(locale) : {};
}
