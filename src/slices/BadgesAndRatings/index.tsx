import * as prismic from "@prismicio/client";
import type { SliceComponentProps } from "@prismicio/react";
import type { BadgesAndRatingsSlice } from "../../../prismicio-types";
import { ContentLink } from "@/components/content-link/ContentLink";
import { Heading } from "@/components/heading/Heading";
import { ContentImage } from "@/components/image/ContentImage";
import { Rating } from "@/components/rating/Rating";
import { Section } from "@/components/slice-zone/Section";

/** Review-platform badges and ratings (G2, Capterra...). */
export default function BadgesAndRatings({ slice }: SliceComponentProps<BadgesAndRatingsSlice>) {
  const { title, description } = slice.primary;
  if (slice.items.length === 0) return null;
  return (
    <Section background="sugar" data-slice-type={slice.slice_type} className="text-center">
      {title ? <Heading field={title} /> : null}
      {description ? <p className="mx-auto mt-4 max-w-2xl text-lg text-stone">{description}</p> : null}
      <ul className="mt-10 flex flex-wrap items-start justify-center gap-8">
        {slice.items.map((badge, index) => {
          const body = (
            <>
              <ContentImage field={badge.badge} alt={badge.badge.alt || badge.platform_name || ""} sizes="120px" className="mx-auto h-28 w-auto" />
              {typeof badge.rating === "number" ? <Rating value={badge.rating} source={null} className="mt-3 justify-center" /> : null}
              {badge.rating_label || badge.platform_name ? <p className="mt-1 text-sm text-stone">{badge.rating_label || badge.platform_name}</p> : null}
            </>
          );
          return (
            <li key={index} className="w-44">
              {prismic.isFilled.link(badge.link) ? (
                <ContentLink field={badge.link} className="block rounded-2xl p-2 hover:bg-white">
                  {body}
                </ContentLink>
              ) : (
                body
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
