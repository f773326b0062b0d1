import type { SliceComponentProps } from "@prismicio/react";
import type { TextSlice } from "../../../prismicio-types";
import { Heading } from "@/components/heading/Heading";
import { RichText } from "@/components/rich-text/RichText";
import { Section } from "@/components/slice-zone/Section";

/** A titled block of rich text, left-aligned or centred. */
export default function Text({ slice }: SliceComponentProps<TextSlice>) {
  const { section_id, title, content, alignment } = slice.primary;
  const centred = alignment === "center";
  return (
    <Section id={section_id} data-slice-type={slice.slice_type}>
      <div className={`max-w-3xl ${centred ? "mx-auto text-center" : ""}`}>
        {title ? <Heading field={title} /> : null}
        <RichText field={content} className="text-lg text-stone" />
      </div>
    </Section>
  );
}
