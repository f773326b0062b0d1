import * as prismic from "@prismicio/client";
import type { SliceComponentProps } from "@prismicio/react";
import type { CarouselSlice } from "../../../prismicio-types";
import { LazyCarousel } from "@/components/carousel/LazyCarousel";
import { ContentLink } from "@/components/content-link/ContentLink";
import { Heading } from "@/components/heading/Heading";
import { ContentImage } from "@/components/image/ContentImage";
import { Section } from "@/components/slice-zone/Section";
import { sliceContext } from "@/content/slice-context";

/** Slides of image, title and text; controls labelled from the locale's interface strings. */
export default function Carousel({ slice, context }: SliceComponentProps<CarouselSlice>) {
  const { title, slide_by, autoplay } = slice.primary;
  const ui = sliceContext(context).ui;
  const slides = slice.items.map((item, index) => (
    <article key={index} className="h-full rounded-3xl bg-sugar p-6">
      <ContentImage field={item.image} sizes="(min-width: 768px) 33vw, 90vw" className="h-48 w-full rounded-2xl object-cover" />
      {item.title ? (
        <h3 className="mt-4 text-xl font-semibold">
          {prismic.isFilled.link(item.link) ? (
            <ContentLink field={item.link} className="underline-offset-4 hover:underline">
              {item.title}
            </ContentLink>
          ) : (
            item.title
          )}
        </h3>
      ) : null}
      {item.description ? <p className="mt-2 text-stone">{item.description}</p> : null}
    </article>
  ));
  if (slides.length === 0) return null;
  const labels =
    ui?.carousel_previous && ui.carousel_next && ui.carousel_pause && ui.carousel_play && ui.carousel_slide_label
      ? { previous: ui.carousel_previous, next: ui.carousel_next, pause: ui.carousel_pause, play: ui.carousel_play, slide: ui.carousel_slide_label }
      : null;
  return (
    <Section data-slice-type={slice.slice_type}>
      {title ? <Heading field={title} className="mb-6 text-3xl font-bold tracking-tight" /> : null}
      {labels ? (
        <LazyCarousel label={title || labels.slide.replace(/\{\w+\}/g, "").trim()} slides={slides} items={Math.min(3, slides.length)} slideBy={slide_by ?? 1} autoplay={autoplay} labels={labels} />
      ) : (
        // Without its control labels the carousel degrades to a plain grid of its slides.
        <ul className="grid gap-6 md:grid-cols-3">
          {slides.map((slide, index) => (
            <li key={index}>{slide}</li>
          ))}
        </ul>
      )}
    </Section>
  );
}
