import * as prismic from "@prismicio/client";
import type { SliceComponentProps } from "@prismicio/react";
import type { LogoListDocument, LogoListSlice } from "../../../prismicio-types";
import { ContentLink } from "@/components/content-link/ContentLink";
import { Heading } from "@/components/heading/Heading";
import { ContentImage } from "@/components/image/ContentImage";
import { Section } from "@/components/slice-zone/Section";
import { linkedDocument, sliceContext } from "@/content/slice-context";

/** A wall of customer or partner logos, from a shared logo list or the slice's own items. */
export default function LogoList({ slice, context }: SliceComponentProps<LogoListSlice>) {
  const list = linkedDocument<LogoListDocument>(slice.primary.logo_list, sliceContext(context), "logo_list");
  const logos = (list ? list.data.assets : slice.items).filter((entry) => prismic.isFilled.image(entry.logo));
  if (logos.length === 0) return null;
  const title = slice.primary.title || list?.data.title;
  return (
    <Section data-slice-type={slice.slice_type} className="!py-12">
      {title ? <Heading field={title} className="text-center text-sm font-semibold tracking-wide text-stone uppercase" /> : null}
      <ul className="mt-8 flex flex-wrap items-center justify-center gap-x-12 gap-y-8">
        {logos.map((entry, index) => {
          const logo = <ContentImage field={entry.logo} alt={entry.logo.alt || entry.name || ""} sizes="160px" className="h-9 w-auto" />;
          return (
            <li key={`${entry.logo.url}-${index}`}>
              {prismic.isFilled.link(entry.link) ? <ContentLink field={entry.link}>{logo}</ContentLink> : logo}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
