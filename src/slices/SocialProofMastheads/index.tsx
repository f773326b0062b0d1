import type { SliceComponentProps } from "@prismicio/react";
import type { SocialProofMastheadsSlice } from "../../../prismicio-types";
import { Heading } from "@/components/heading/Heading";
import { Mastheads } from "@/components/feature/Mastheads";
import { Section } from "@/components/slice-zone/Section";

/** Press and customer mastheads, each with a short quote. */
export default function SocialProofMastheads({ slice }: SliceComponentProps<SocialProofMastheadsSlice>) {
  if (slice.items.length === 0) return null;
  return (
    <Section data-slice-type={slice.slice_type}>
      {slice.primary.title ? <Heading field={slice.primary.title} className="text-center text-2xl font-bold" /> : null}
      <Mastheads items={slice.items} />
    </Section>
  );
}
