import { SiteLayout } from "@/components/layouts/SiteLayout";
import { localePrefixes, locales, type Locale } from "@/routing/locales";
import { NOT_FOUND_PATH } from "@/routing/routes";
import { NotFoundContent } from "./NotFoundContent";

/** The 404 page from its content document: dark header, then a grid of redirection cards, in the page chrome. */
export async function NotFoundView({ locale }: { locale: Locale }) {
  const alternates = Object.fromEntries(locales.map((l) => [l, `${localePrefixes[l]}${NOT_FOUND_PATH}`]));
  return (
    <SiteLayout layout="default" locale={locale} navbar={{ contentColor: "white" }} background="sugar" alternates={alternates}>
      <NotFoundContent locale={locale} />
    </SiteLayout>
  );
}
