import { SiteLayout } from "@/components/layouts/SiteLayout";
import { RichText } from "@/components/rich-text/RichText";
import { documentRoute, type DocumentPageProps } from "@/content/document-route";
import { loadFormTexts } from "@/content/queries/forms";
import { PreferenceCenter } from "@/features/forms/preferences/PreferenceCenter";
import { ClientMessages } from "@/i18n/ClientMessages";

/** The email preference center: static; the signed link's token is read in the browser. */
async function EmailPreferenceCenterPage({ document: page, locale, alternates }: DocumentPageProps<"email_preference_center">) {
  const formTexts = await loadFormTexts(locale);
  const { data } = page;
  const texts = {
    emailLabel: data.email_label || null,
    subscriptions: data.subscriptions
      .filter((subscription) => subscription.subscription_id && subscription.label)
      .map((subscription) => ({ id: subscription.subscription_id!, label: subscription.label!, description: subscription.description || null })),
    unsubscribeAllLabel: data.unsubscribe_all_label || null,
    submitLabel: data.submit_label || null,
    successTitle: data.success_title || null,
    successMessage: data.success_message || null,
  };

  return (
    <SiteLayout layout="minimal" locale={locale} alternates={alternates} background="sugar">
      <div className="mx-auto max-w-2xl px-4 py-12 lg:py-16">
        <h1 className="text-4xl font-bold tracking-tight text-balance">{data.title}</h1>
        <RichText field={data.introduction} className="mt-4 text-lg text-stone" />
        <div className="mt-8 rounded-2xl bg-white p-6 shadow-lg sm:p-8">
          <ClientMessages namespaces={["forms"]}>
            <PreferenceCenter locale={locale} texts={texts} formTexts={formTexts} />
          </ClientMessages>
        </div>
      </div>
    </SiteLayout>
  );
}

const route = documentRoute("email_preference_center", EmailPreferenceCenterPage);
export default route.Page;
export const generateMetadata = route.generateMetadata;
