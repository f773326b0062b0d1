import type { SliceComponentProps } from "@prismicio/react";
import type { LdCollectiveSlice } from "../../../prismicio-types";
import { Cta, ctaFromFields } from "@/components/cta/Cta";
import { onDarkColorClass } from "@/components/cta/classes";
import { Heading } from "@/components/heading/Heading";
import { ContentImage } from "@/components/image/ContentImage";
import { RichText } from "@/components/rich-text/RichText";
import { Section } from "@/components/slice-zone/Section";

/** The L&D collective: the community pitch, its members and a CTA to join. */
export default function LdCollective({ slice }: SliceComponentProps<LdCollectiveSlice>) {
  const { title, description, illustration, cta_label, cta_link, cta_type } = slice.primary;
  const cta = ctaFromFields(cta_label, cta_link, cta_type, `ld-collective-${slice.id ?? "slice"}`);
  return (
    <Section background="dark" data-slice-type={slice.slice_type}>
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          {title ? <Heading field={title} /> : null}
          <RichText field={description} className="text-lg text-white/90" />
          {cta ? <Cta {...cta} colorClass={onDarkColorClass(cta.type)} className="mt-8" /> : null}
        </div>
        <ContentImage field={illustration} sizes="(min-width: 1024px) 40vw, 90vw" className="mx-auto h-auto w-full max-w-md" />
      </div>
      {slice.items.length > 0 ? (
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {slice.items.map((member, index) => (
            <li key={index} className="flex items-center gap-4">
              <ContentImage field={member.member_portrait} alt="" sizes="56px" className="size-14 rounded-full object-cover" />
              <div>
                <p className="font-semibold">{member.member_name}</p>
                <p className="text-sm text-white/80">{[member.member_job, member.member_company].filter(Boolean).join(", ")}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}
