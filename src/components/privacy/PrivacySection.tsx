import type { PrivacyAndSecuritySectionDocument } from "../../../prismicio-types";
import { Cta, ctaFromFields } from "@/components/cta/Cta";
import { Heading } from "@/components/heading/Heading";
import { ContentImage } from "@/components/image/ContentImage";
import { RichText } from "@/components/rich-text/RichText";
import { Section } from "@/components/slice-zone/Section";

interface PrivacySectionProps {
  section: PrivacyAndSecuritySectionDocument;
  reversed?: boolean;
  "data-slice-type"?: string;
}

/** A privacy_and_security_section document: used by the privacy page and by its slice. */
export function PrivacySection({ section, reversed = false, ...rest }: PrivacySectionProps) {
  const { illustration, title, content, cta_label, cta_link, cta_type } = section.data;
  const cta = ctaFromFields(cta_label, cta_link, cta_type, `privacy-${section.uid ?? section.id}`);
  return (
    <Section id={section.uid} {...(rest["data-slice-type"] ? { "data-slice-type": rest["data-slice-type"] } : {})}>
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <ContentImage field={illustration} sizes="(min-width: 1024px) 50vw, 100vw" className={`mx-auto h-auto w-full max-w-md ${reversed ? "lg:order-last" : ""}`} />
        <div>
          {title ? <Heading field={title} /> : null}
          <RichText field={content} className="text-lg text-stone" />
          {cta ? <Cta {...cta} className="mt-6" /> : null}
        </div>
      </div>
    </Section>
  );
}
