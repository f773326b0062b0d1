import { getTranslations } from "next-intl/server";
import { ContentLink } from "@/components/content-link/ContentLink";
import { ContentImage } from "@/components/image/ContentImage";
import { PageName } from "@/components/page-name/PageName";
import { findDocument, getSingleDocument } from "@/content/documents";
import { localePrefixes, type Locale } from "@/routing/locales";

/** The 404 content alone (header and cards), without the navbar and footer. */
export async function NotFoundContent({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "notFound" });
  const document = await findDocument(() => getSingleDocument("not_found_page", locale)).catch(() => null);
  const data = document?.data;
  const redirections = (data?.redirections ?? []).filter((card) => card.label);

  return (
    <>
      <PageName name="404" />
      <section className="bg-night px-4 pt-12 pb-16 text-center text-white lg:pt-20 lg:pb-24">
        <h1 className="mx-auto max-w-3xl text-4xl font-bold tracking-tight text-balance lg:text-6xl">{data?.title || t("title")}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-white/85">{data?.subtitle || t("subtitle")}</p>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-12 lg:py-16">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {redirections.map((card, index) => (
            <li key={`${card.label}-${index}`} className="flex flex-col items-center rounded-2xl bg-white p-6 text-center shadow-sm">
              <ContentImage field={card.illustration} alt="" sizes="200px" className="mb-6 h-28 w-auto" />
              <ContentLink
                field={card.link}
                data-accent={card.is_accent ? "true" : "false"}
                className={`mt-auto inline-flex min-h-11 w-full items-center justify-center rounded-full px-5 font-semibold ${
                  card.is_accent ? "bg-green text-white hover:bg-green-dark" : "border-2 border-ink text-ink hover:bg-ink hover:text-white"
                }`}
              >
                {card.label}
              </ContentLink>
            </li>
          ))}
          {redirections.length === 0 ? (
            <li>
              <ContentLink href={`${localePrefixes[locale]}/`} className="inline-flex min-h-11 items-center rounded-full bg-green px-5 font-semibold text-white">
                {t("backHome")}
              </ContentLink>
            </li>
          ) : null}
        </ul>
      </section>
    </>
  );
}
