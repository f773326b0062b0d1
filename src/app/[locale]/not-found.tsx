import { getLocale } from "next-intl/server";
import { NotFoundView } from "@/components/not-found/NotFoundView";
import { defaultLocale, isLocale } from "@/routing/locales";

/** Unknown routes, failed route validation and missing documents all end here, with status 404. */
export default async function NotFound() {
  const locale = await getLocale();
  return <NotFoundView locale={isLocale(locale) ? locale : defaultLocale} />;
}
