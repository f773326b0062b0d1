import type { SliceComponentProps } from "@prismicio/react";
import type { QuoteDocument, QuotesSlice } from "../../../prismicio-types";
import { Heading } from "@/components/heading/Heading";
import { ContentImage } from "@/components/image/ContentImage";
import { Rating } from "@/components/rating/Rating";
import { RichText } from "@/components/rich-text/RichText";
import { Section } from "@/components/slice-zone/Section";
import { linkedDocument, sliceContext } from "@/content/slice-context";

/** Customer quotes from shared quote documents, with their external rating when asked. */
export default function Quotes({ slice, context }: SliceComponentProps<QuotesSlice>) {
  const quotes = slice.items.flatMap((item) => linkedDocument<QuoteDocument>(item.quote, sliceContext(context), "quote") ?? []);
  if (quotes.length === 0) return null;
  const { title, is_external_rating_displayed } = slice.primary;
  return (
    <Section background="sugar" data-slice-type={slice.slice_type}>
      {title ? <Heading field={title} className="mb-10 text-center text-3xl font-bold tracking-tight" /> : null}
      <div className={`grid gap-8 ${quotes.length > 1 ? "lg:grid-cols-2" : "mx-auto max-w-3xl"}`}>
        {quotes.map((quote) => {
          const { data } = quote;
          return (
            <figure key={quote.id} className="flex flex-col gap-6 rounded-3xl bg-white p-8 shadow-sm">
              <ContentImage field={data.company_logo} sizes="140px" className="h-8 w-auto self-start" />
              <blockquote className="text-xl font-medium text-balance">
                <RichText field={data.quote} />
              </blockquote>
              {is_external_rating_displayed && typeof data.external_rating === "number" ? (
                <Rating value={data.external_rating} source={data.external_rating_source} />
              ) : null}
              <figcaption className="mt-auto flex items-center gap-4">
                <ContentImage field={data.author_portrait} alt="" sizes="56px" className="size-14 rounded-full object-cover" />
                <span>
                  <span className="block font-semibold">{data.author}</span>
                  {data.author_job ? <span className="block text-sm text-stone">{data.author_job}</span> : null}
                </span>
              </figcaption>
            </figure>
          );
        })}
      </div>
    </Section>
  );
}
