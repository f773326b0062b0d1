import type * as prismic from "@prismicio/client";
import Link from "next/link";
import type { ReactNode } from "react";
import { ContentImage } from "@/components/image/ContentImage";

interface EditorialCardProps {
  href: string;
  title: string;
  image?: prismic.ImageField | null;
  /** Small line above the title (type, category, date). */
  eyebrow?: ReactNode;
  text?: string | null;
  /** Extra lines under the text (date, badges). */
  footer?: ReactNode;
  headingLevel?: 2 | 3;
  /** Logos sit on a light panel and are contained instead of cropped. */
  imageFit?: "cover" | "logo";
  /** The card's image is the largest above the fold (a hub's featured card): loaded eagerly, high priority. */
  priority?: boolean;
}

/** A linked card for hubs (case studies, events, partners, resources): the whole card is the link target. */
export function EditorialCard({ href, title, image, eyebrow, text, footer, headingLevel = 3, imageFit = "cover", priority = false }: EditorialCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-cloud bg-white">
      {image ? (
        imageFit === "logo" ? (
          <div className="grid h-32 place-items-center bg-sugar p-6">
            <ContentImage field={image} alt="" sizes="240px" className="max-h-16 w-auto object-contain" />
          </div>
        ) : (
          <ContentImage
            field={image}
            alt=""
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            priority={priority}
            className="aspect-[16/9] h-auto w-full object-cover"
          />
        )
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        {eyebrow ? <div className="text-sm font-semibold text-green-dark">{eyebrow}</div> : null}
        <Heading className="mt-1 text-lg font-bold text-balance">
          <Link prefetch={false} href={href} className="after:absolute after:inset-0 group-hover:underline">
            {title}
          </Link>
        </Heading>
        {text ? <p className="mt-2 line-clamp-3 text-stone">{text}</p> : null}
        {footer ? <div className="mt-auto pt-4 text-sm text-stone">{footer}</div> : null}
      </div>
    </article>
  );
}
