import * as prismic from "@prismicio/client";
import type { SliceComponentProps } from "@prismicio/react";
import type { UseCasesSlice } from "../../../prismicio-types";
import { ContentLink } from "@/components/content-link/ContentLink";
import { Heading } from "@/components/heading/Heading";
import { ContentImage } from "@/components/image/ContentImage";
import { Section } from "@/components/slice-zone/Section";

/** Cards leading to use-case pages: illustration, title, description, link. */
export default function UseCases({ slice }: SliceComponentProps<UseCasesSlice>) {
  const { title, subtitle } = slice.primary;
  if (slice.items.length === 0) return null;
  return (
    <Section data-slice-type={slice.slice_type}>
      <div className="max-w-3xl">
        {title ? <Heading field={title} /> : null}
        {subtitle ? <p className="mt-4 text-lg text-stone">{subtitle}</p> : null}
      </div>
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {slice.items.map((item, index) => (
          <li key={index} className="flex flex-col rounded-3xl border border-cloud p-6">
            <ContentImage field={item.illustration} alt="" sizes="(min-width: 1024px) 30vw, 90vw" className="h-40 w-full rounded-2xl object-cover" />
            {item.title ? <h3 className="mt-5 text-xl font-semibold">{item.title}</h3> : null}
            {item.description ? <p className="mt-2 text-stone">{item.description}</p> : null}
            {prismic.isFilled.link(item.link) ? (
              <ContentLink field={item.link} className="mt-auto pt-4 font-semibold text-green underline-offset-4 hover:underline">
                {item.link_label || item.title}
              </ContentLink>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
