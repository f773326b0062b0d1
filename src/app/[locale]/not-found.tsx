import { getLocale } from "next-intl/server";
import { NotFoundContent } from "@/components/not-found/NotFoundContent";
import { defaultLocale, isLocale } from "@/routing/locales";

/**
 * A page's own notFound() ends here, with status 404 (unknown paths and missing documents are sent to the
 * /404/ route by the proxy, with the whole page chrome). Next sends this boundary's browser code with every
 * page, so it imports the 404 content only: the navbar's and footer's code would be downloaded twice.
 */
export default async function NotFound() {
  const locale = await getLocale();
  return (
    <main id="main" tabIndex={-1} className="min-h-dvh bg-sugar focus:outline-none">
      <NotFoundContent locale={isLocale(locale) ? locale : defaultLocale} />
    </main>
  );
}
