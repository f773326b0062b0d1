import type { SliceComponentProps } from "@prismicio/react";
import type { ImageSlice } from "../../../prismicio-types";
import { ContentImage } from "@/components/image/ContentImage";

const sizes = {
  contained: { wrapper: "mx-auto max-w-3xl px-4", sizes: "(min-width: 768px) 768px, 100vw" },
  wide: { wrapper: "mx-auto max-w-7xl px-4 lg:px-8", sizes: "(min-width: 1280px) 1280px, 100vw" },
  full: { wrapper: "", sizes: "100vw" },
} as const;

/** One content image with an optional caption, contained, wide or full width. */
export default function Image({ slice }: SliceComponentProps<ImageSlice>) {
  const { image, caption, size } = slice.primary;
  const layout = sizes[size ?? "contained"] ?? sizes.contained;
  return (
    <figure className={`my-12 ${layout.wrapper}`} data-slice-type={slice.slice_type}>
      <ContentImage field={image} sizes={layout.sizes} className={`h-auto w-full ${size === "full" ? "" : "rounded-2xl"}`} />
      {caption ? <figcaption className="mt-3 text-center text-sm text-stone">{caption}</figcaption> : null}
    </figure>
  );
}
