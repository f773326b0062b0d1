import { getTranslations } from "next-intl/server";
import { ContentImage } from "@/components/image/ContentImage";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { RichText } from "@/components/rich-text/RichText";
import { documentRoute, type DocumentPageProps } from "@/content/document-route";
import { ContentForm } from "@/features/forms/ContentForm";

/** The newsletter page: the letter's pitch and benefits, and its form (subscribes with the page's language). */
async function NewsletterPage({ document: page, locale, alternates }: DocumentPageProps<"newsletter">) {
  const t = await getTranslations({ locale, namespace: "forms.newsletter" });
  const { data } = page;
  const benefits = data.benefits.filter((benefit) => benefit.label);

  return (
    <SiteLayout layout="default" locale={locale} alternates={alternates}>
      <section className="bg-sugar">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[minmax(0,1fr)_28rem] lg:px-8 lg:py-16">
          <div>
            <h1 className="text-4xl font-bold tracking-tight text-balance lg:text-5xl">{data.title}</h1>
            <RichText field={data.subtitle} className="mt-4 max-w-2xl text-lg text-stone" />
            {benefits.length > 0 ? (
              <section aria-labelledby="newsletter-benefits" className="mt-8">
                <h2 id="newsletter-benefits" className="text-lg font-bold">
                  {t("benefitsTitle")}
                </h2>
                <ul className="mt-3 space-y-2">
                  {benefits.map((benefit, index) => (
                    <li key={`${benefit.label}-${index}`} className="flex gap-3">
                      <span aria-hidden="true" className="font-bold text-green">
                        ✓
                      </span>
                      {benefit.label}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <ContentImage field={data.illustration} priority sizes="(min-width: 1024px) 40vw, 100vw" className="mt-8 hidden h-auto w-full max-w-md lg:block" />
          </div>
          <div className="self-start rounded-2xl bg-white p-6 shadow-lg sm:p-8" data-testid="newsletter-form">
            <ContentForm formConfig={data.form} locale={locale} placement="page" />
          </div>
        </div>
      </section>
    </SiteLayout>
  );
}

const route = documentRoute("newsletter", NewsletterPage);
export default route.Page;
export const generateMetadata = route.generateMetadata;
