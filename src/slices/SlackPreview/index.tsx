import type { SliceComponentProps } from "@prismicio/react";
import type { SlackPreviewDocument, SlackPreviewSlice } from "../../../prismicio-types";
import { Heading } from "@/components/heading/Heading";
import { ContentImage } from "@/components/image/ContentImage";
import { RichText } from "@/components/rich-text/RichText";
import { Section } from "@/components/slice-zone/Section";
import { linkedDocument, sliceContext } from "@/content/slice-context";

/** A Slack channel as it looks with the app: messages on larger screens, a static image on phones. */
export default function SlackPreview({ slice, context }: SliceComponentProps<SlackPreviewSlice>) {
  const preview = linkedDocument<SlackPreviewDocument>(slice.primary.slack_preview, sliceContext(context), "slack_preview");
  const { title, description } = slice.primary;
  if (!preview && !title) return null;
  return (
    <Section background="sugar" data-slice-type={slice.slice_type}>
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          {title ? <Heading field={title} /> : null}
          <RichText field={description} className="text-lg text-stone" />
        </div>
        {preview ? (
          <div>
            <ContentImage field={preview.data.mobile_static_preview} sizes="100vw" className="h-auto w-full rounded-2xl md:hidden" />
            <figure className="hidden overflow-hidden rounded-2xl border border-cloud bg-white shadow-lg md:block">
              <figcaption className="flex items-center gap-2 border-b border-cloud bg-night px-5 py-3 font-semibold text-white">
                <span aria-hidden="true">#</span>
                {preview.data.channel_name || preview.data.title}
              </figcaption>
              <ol className="divide-y divide-cloud">
                {preview.data.body.map((message, index) => (
                  <li key={index} className="flex gap-3 px-5 py-4">
                    <ContentImage field={message.author_avatar} alt="" sizes="40px" className="size-10 shrink-0 rounded-lg object-cover" />
                    <div className="min-w-0">
                      <p className="text-sm">
                        <span className="font-bold">{message.author_name}</span>{" "}
                        {message.time ? <span className="text-stone">{message.time}</span> : null}
                      </p>
                      <RichText field={message.message} className="text-sm [&_p]:mt-1" />
                      {message.reactions ? <p className="mt-2 inline-block rounded-full bg-cloud px-2 py-0.5 text-sm">{message.reactions}</p> : null}
                    </div>
                  </li>
                ))}
              </ol>
            </figure>
          </div>
        ) : null}
      </div>
    </Section>
  );
}
