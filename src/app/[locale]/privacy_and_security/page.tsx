import * as prismic from "@prismicio/client";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { PageHeader } from "@/components/page-header/PageHeader";
import { PrivacySection } from "@/components/privacy/PrivacySection";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import { documentRoute, type DocumentPageProps } from "@/content/document-route";
import { getPrivacySections } from "@/content/queries/privacy";

async function PrivacyAndSecurityPage({ document: page, locale, alternates }: DocumentPageProps<"privacy_and_security">) {
  const { data } = page;
  const ids = data.sections.flatMap((entry) => (prismic.isFilled.contentRelationship(entry.section) ? [entry.section.id] : []));
  const loaded = await getPrivacySections(ids);
  const sections = ids.flatMap((id) => loaded.get(id) ?? []);
  // Sections listed by the page come first; a body slice repeating one of them is skipped.
  const body = data.body.filter((slice) => !(slice.slice_type === "privacy_and_security_section" && "id" in slice.primary.section && loaded.has(slice.primary.section.id)));
  return (
    <SiteLayout layout="default" locale={locale} alternates={alternates} navbar={{ contentColor: "white" }} footer={{ theme: "dark" }}>
      <PageHeader title={data.title} subtitle={data.subtitle} image={data.header_image} tone="dark" />
      {sections.length > 0 ? (
        <nav aria-label={data.title ?? undefined} className="border-b border-cloud">
          <ul className="mx-auto flex max-w-7xl flex-wrap gap-x-6 gap-y-2 px-4 py-4 lg:px-8">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.uid}`} className="font-semibold text-green underline-offset-4 hover:underline">
                  {section.data.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {sections.map((section, index) => (
        <PrivacySection key={section.id} section={section} reversed={index % 2 === 1} />
      ))}
      <PageSlices documentId={page.id} slices={body} locale={locale} />
    </SiteLayout>
  );
}

const route = documentRoute("privacy_and_security", PrivacyAndSecurityPage);
export default route.Page;
export const generateMetadata = route.generateMetadata;
