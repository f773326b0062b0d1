import type { SliceComponentProps } from "@prismicio/react";
import type { CtaSlice } from "../../../prismicio-types";
import { Cta as CtaButton, ctaFromFields } from "@/components/cta/Cta";
import { onDarkColorClass } from "@/components/cta/classes";
import { Heading } from "@/components/heading/Heading";
import { ContentImage } from "@/components/image/ContentImage";
import { RichText } from "@/components/rich-text/RichText";
import { isDarkBackground, Section } from "@/components/slice-zone/Section";

/** A call-to-action band: title, text, illustration and up to two CTAs. */
export default function Cta({ slice }: SliceComponentProps<CtaSlice>) {
  const { section_id, title, description, illustration, background, cta_1_label, cta_1_link, cta_1_type, cta_2_label, cta_2_link, cta_2_type } =
    slice.primary;
  const sectionId = section_id || `cta-${slice.id ?? "slice"}`;
  const dark = isDarkBackground(background);
  const ctas = [
    ctaFromFields(cta_1_label, cta_1_link, cta_1_type, `${sectionId}-1`),
    ctaFromFields(cta_2_label, cta_2_link, cta_2_type, `${sectionId}-2`),
  ].filter((cta) => cta !== null);
  return (
    <Section id={section_id} background={background ?? "green"} data-slice-type={slice.slice_type}>
      <div className="grid items-center gap-10 lg:grid-cols-[1fr_auto]">
        <div className="max-w-2xl">
          {title ? <Heading field={title} /> : null}
          <RichText field={description} className={`text-lg ${dark ? "text-white/90" : "text-stone"}`} />
          {ctas.length > 0 ? (
            <div className="mt-8 flex flex-wrap gap-3">
              {ctas.map((cta) => (
                <CtaButton key={cta.sectionId} {...cta} colorClass={dark ? onDarkColorClass(cta.type) : undefined} />
              ))}
            </div>
          ) : null}
        </div>
        <ContentImage field={illustration} sizes="(min-width: 1024px) 360px, 80vw" className="mx-auto h-auto w-full max-w-xs" />
      </div>
    </Section>
  );
}

