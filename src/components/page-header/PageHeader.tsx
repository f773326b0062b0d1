import * as prismic from "@prismicio/client";
import type { ReactNode } from "react";
import { Cta, type CtaProps } from "@/components/cta/Cta";
import { onDarkColorClass } from "@/components/cta/classes";
import { ContentImage } from "@/components/image/ContentImage";
import { RichText } from "@/components/rich-text/RichText";

export type PageHeaderTone = "white" | "sugar" | "dark";

const tones: Record<PageHeaderTone, string> = {
  white: "bg-white text-ink",
  sugar: "bg-sugar text-ink",
  dark: "bg-night text-white",
};

interface PageHeaderProps {
  title: string | null | undefined;
  eyebrow?: ReactNode;
  subtitle?: prismic.RichTextField | null;
  image?: prismic.ImageField | null;
  cta?: CtaProps | null;
  tone?: PageHeaderTone;
  /** Extra content under the text (facts, a form...). */
  children?: ReactNode;
  /** Replaces the image on the side (a video, a form). */
  aside?: ReactNode;
}

/** The header of content pages: one h1, subtitle, CTA and an illustration (the page's priority image). */
export function PageHeader({ title, eyebrow, subtitle, image, cta, tone = "sugar", children, aside }: PageHeaderProps) {
  const dark = tone === "dark";
  const side = aside ?? (prismic.isFilled.image(image) ? <ContentImage field={image} priority sizes="(min-width: 1024px) 50vw, 100vw" className="mx-auto h-auto w-full max-w-xl rounded-2xl" /> : null);
  return (
    <header className={tones[tone]} data-testid="page-header">
      <div className={`mx-auto max-w-7xl px-4 py-14 lg:px-8 lg:py-20 ${side ? "grid items-center gap-10 lg:grid-cols-2" : ""}`}>
        <div className={side ? "" : "max-w-3xl"}>
          {eyebrow ? <p className={`font-semibold ${dark ? "text-white/90" : "text-green"}`}>{eyebrow}</p> : null}
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance lg:text-5xl">{title}</h1>
          <RichText field={subtitle} className={`mt-2 text-lg ${dark ? "text-white/90" : "text-stone"}`} />
          {children}
          {cta ? <Cta {...cta} colorClass={dark ? onDarkColorClass(typeof cta.type === "string" ? cta.type : null) : undefined} className="mt-8" /> : null}
        </div>
        {side}
      </div>
    </header>
  );
}
