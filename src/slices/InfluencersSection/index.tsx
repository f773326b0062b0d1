import * as prismic from "@prismicio/client";
import type { SliceComponentProps } from "@prismicio/react";
import type { InfluencersSectionSlice } from "../../../prismicio-types";
import { ContentLink } from "@/components/content-link/ContentLink";
import { quoted } from "@/components/feature/quoted";
import { Heading } from "@/components/heading/Heading";
import { ContentImage } from "@/components/image/ContentImage";
import { RichText } from "@/components/rich-text/RichText";
import { Section } from "@/components/slice-zone/Section";
import { sliceContext } from "@/content/slice-context";

/** Learning voices who recommend the product: portrait, name, job and what they say. */
export default function InfluencersSection({ slice, context }: SliceComponentProps<InfluencersSectionSlice>) {
  const locale = sliceContext(context).locale ?? "en";
  const { title, description } = slice.primary;
  const people = slice.items.filter((item) => item.name);
  if (people.length === 0) return null;
  return (
    <Section data-slice-type={slice.slice_type}>
      <div className="max-w-3xl">
        {title ? <Heading field={title} /> : null}
        <RichText field={description} className="text-lg text-stone" />
      </div>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {people.map((person, index) => (
          <li key={index} className="flex flex-col gap-4 rounded-3xl bg-sugar p-6">
            <div className="flex items-center gap-4">
              <ContentImage field={person.portrait} alt="" sizes="64px" className="size-16 rounded-full object-cover" />
              <div>
                <p className="font-semibold">
                  {prismic.isFilled.link(person.link) ? (
                    <ContentLink field={person.link} className="underline-offset-4 hover:underline">
                      {person.name}
                    </ContentLink>
                  ) : (
                    person.name
                  )}
                </p>
                {person.job ? <p className="text-sm text-stone">{person.job}</p> : null}
              </div>
            </div>
            {person.quote ? <blockquote className="text-lg">{quoted(person.quote, locale)}</blockquote> : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
