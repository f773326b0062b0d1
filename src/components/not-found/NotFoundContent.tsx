import { NotFoundBody } from "./NotFoundBody";
import { PageName } from "@/components/page-name/PageName";
import { notFoundModel } from "@/content/queries/not-found";
import type { Locale } from "@/routing/locales";

/** The 404 content alone (header and cards), without the navbar and footer. */
export async function NotFoundContent({ locale }: { locale: Locale }) {
  return (
    <>
      <PageName name="404" />
      <NotFoundBody model={await notFoundModel(locale)} />
    </>
  );
}
