import type { SliceComponentProps } from "@prismicio/react";
import type { VideoListDocument, VideoListSlice } from "../../../prismicio-types";
import { Heading } from "@/components/heading/Heading";
import { Section } from "@/components/slice-zone/Section";
import { LazyWistiaVideo } from "@/components/video/LazyWistiaVideo";
import { isWistiaId } from "@/components/video/wistia";
import { linkedDocument, sliceContext } from "@/content/slice-context";

/** Wistia videos (behind a click-to-play facade) from a shared video list or the slice's own items. */
export default function VideoList({ slice, context }: SliceComponentProps<VideoListSlice>) {
  const list = linkedDocument<VideoListDocument>(slice.primary.video_list, sliceContext(context), "video_list");
  const videos = (
    list
      ? list.data.videos.map((video) => ({ id: video.wistia_id, title: video.title, description: video.description, thumbnail: video.thumbnail }))
      : slice.items.map((item) => ({ id: item.wistia_id, title: item.title, description: null, thumbnail: item.thumbnail }))
  ).filter((video) => isWistiaId(video.id));
  if (videos.length === 0) return null;
  const title = slice.primary.title || list?.data.title;
  return (
    <Section data-slice-type={slice.slice_type}>
      {title ? <Heading field={title} className="mb-10 text-3xl font-bold tracking-tight" /> : null}
      <ul className={`grid gap-8 ${videos.length > 1 ? "md:grid-cols-2" : "mx-auto max-w-4xl"}`}>
        {videos.map((video) => (
          <li key={video.id}>
            <LazyWistiaVideo id={video.id!} title={video.title || ""} thumbnailUrl={video.thumbnail?.url} />
            {video.description ? <p className="mt-3 text-stone">{video.description}</p> : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
