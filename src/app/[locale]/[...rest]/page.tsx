import { notFound } from "next/navigation";
import { pageLocale } from "@/content/page";

/** Safety net for internal paths without a page: the localized 404. */
export default async function UnknownRoute({ params }: PageProps<"/[locale]/[...rest]">) {
  pageLocale((await params).locale);
  notFound();
}
