import { getTranslations } from "next-intl/server";
import { CaseStudyView } from "@/components/editorial/CaseStudyView";
import { loadRouteDocument, pageLocale, pagePaths, routeMetadata, routeStaticParams } from "@/content/page";

/** A customer story: the case study with its tags' labels, its language links and texts, shown by `CaseStudyView`. */
export default async function CaseStudyPage({ params }: PageProps<"/[locale]/case_study/[uid]">) {
  const input = await params;
  const locale = pageLocale(input.locale);
  const study = await loadRouteDocument("case_study", input, ["tag.label"]);
  const [alternates, t, tBlog] = await Promise.all([
    pagePaths(study),
    getTranslations({ locale, namespace: "editorial" }),
    getTranslations({ locale, namespace: "blog" }),
  ]);
  return <CaseStudyView locale={locale} alternates={alternates} study={study} t={t} tBlog={tBlog} />;
}

export async function generateMetadata({ params }: PageProps<"/[locale]/case_study/[uid]">) {
  return routeMetadata("case_study", await params);
}

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return routeStaticParams("case_study", params.locale);
}
