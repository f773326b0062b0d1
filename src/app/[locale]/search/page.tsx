import type { Metadata } from "next";
import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { pageLocale } from "@/content/page";
import { Highlighted } from "@/features/search/Highlighted";
import { resultsPageHref, searchPaths } from "@/features/search/paths";
import { defaultLocale, htmlLangs, isLocale, languageName, locales } from "@/routing/locales";
import { MAX_QUERY_CHARS } from "@/server/search/endpoint";
import { searchSite } from "@/server/search";

const PAGE_SIZE = 10;
const MAX_PAGE = 100;

/** The first value of a query parameter: `?q=a&q=b` reads as "a", anything else as "". */
function firstValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? "";
}

function pageNumber(value: string): number {
  return /^[1-9]\d{0,2}$/.test(value) ? Math.min(Number(value), MAX_PAGE) : 1;
}

/** Search results from `?q=`, rendered on the server: the form and its pages work without JavaScript. */
export default async function SearchPage({ params, searchParams }: PageProps<"/[locale]/search">) {
  const locale = pageLocale((await params).locale);
  const query = await searchParams;
  const q = firstValue(query.q).trim();
  const page = pageNumber(firstValue(query.page));
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: "search" }), getFormatter({ locale })]);
  const tooLong = q.length > MAX_QUERY_CHARS;
  const answer = q && !tooLong ? await searchSite(q, { locale, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }) : null;
  const pages = answer ? Math.max(1, Math.ceil(answer.total / PAGE_SIZE)) : 1;
  const inputId = "search-page-q";

  return (
    <SiteLayout layout="default" locale={locale} alternates={Object.fromEntries(locales.map((l) => [l, resultsPageHref(l, q)]))}>
      <div className="mx-auto max-w-4xl px-4 py-12 lg:px-8">
        <h1 className="text-4xl font-bold tracking-tight">{t("heading")}</h1>
        <form role="search" method="get" action={searchPaths[locale]} className="mt-6 flex flex-col gap-2 sm:flex-row">
          <label htmlFor={inputId} className="sr-only">
            {t("label")}
          </label>
          <input
            id={inputId}
            name="q"
            type="search"
            defaultValue={q}
            placeholder={t("placeholder")}
            className="min-h-12 flex-1 rounded-lg border border-stone bg-white px-4 text-lg text-ink"
          />
          <button type="submit" className="min-h-12 rounded-lg bg-ink px-6 font-semibold text-white">
            {t("submit")}
          </button>
        </form>

        <section aria-labelledby="search-summary" className="mt-10">
          <h2 id="search-summary" className="text-xl font-semibold">
            {tooLong
              ? t("tooLong", { max: MAX_QUERY_CHARS })
              : answer
                ? t("resultsFor", { count: answer.total, query: q })
                : t("prompt")}
          </h2>
          {answer && answer.total === 0 ? <p className="mt-3 text-stone">{t("noResults", { query: q })}</p> : null}
          {answer && answer.results.length > 0 ? (
            <ol className="mt-6 space-y-6" start={answer.offset + 1}>
              {answer.results.map((hit) => (
                <li key={hit.id} lang={hit.locale === locale ? undefined : htmlLangs[hit.locale]} className="border-b border-cloud pb-6">
                  <p className="flex flex-wrap gap-2 text-xs font-semibold tracking-wide text-stone uppercase">
                    <span>{t(`kinds.${hit.kind}`)}</span>
                    {hit.locale === locale ? null : (
                      <span lang={htmlLangs[locale]} className="rounded bg-cloud px-1.5 text-ink" data-result-language={hit.locale}>
                        {t("otherLanguage", { language: languageName(hit.locale, locale) })}
                      </span>
                    )}
                    {hit.date ? (
                      <time dateTime={hit.date} lang={htmlLangs[locale]}>
                        {format.dateTime(new Date(hit.date), { dateStyle: "medium" })}
                      </time>
                    ) : null}
                  </p>
                  <h3 className="mt-1 text-xl font-bold">
                    <Link prefetch={false} href={hit.path} className="underline-offset-4 hover:underline">
                      <Highlighted segments={hit.title} />
                    </Link>
                  </h3>
                  {hit.snippet.length > 0 ? (
                    <p className="mt-2 text-stone">
                      <Highlighted segments={hit.snippet} />
                    </p>
                  ) : null}
                </li>
              ))}
            </ol>
          ) : null}
          {answer && pages > 1 ? (
            <nav aria-label={t("pagination")} className="mt-8 flex items-center justify-between gap-4">
              {page > 1 ? (
                <Link prefetch={false} href={resultsPageHref(locale, q, page - 1)} rel="prev" className="font-semibold underline underline-offset-4">
                  {t("previous")}
                </Link>
              ) : (
                <span />
              )}
              <span className="text-sm text-stone">{t("pageOf", { page: Math.min(page, pages), pages })}</span>
              {page < pages ? (
                <Link prefetch={false} href={resultsPageHref(locale, q, page + 1)} rel="next" className="font-semibold underline underline-offset-4">
                  {t("next")}
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </section>
      </div>
    </SiteLayout>
  );
}

export async function generateMetadata({ params }: PageProps<"/[locale]/search">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : defaultLocale, namespace: "search" });
  return {
    title: t("title"),
    description: t("metaDescription"),
    robots: { index: false, follow: true },
  };
}
