import * as prismic from "@prismicio/client";
import { Cta, type CtaProps } from "@/components/cta/Cta";
import { onDarkColorClass } from "@/components/cta/classes";
import { ContentImage } from "@/components/image/ContentImage";
import { Rating } from "@/components/rating/Rating";
import { RichText } from "@/components/rich-text/RichText";
import { LazyWistiaVideo } from "@/components/video/LazyWistiaVideo";
import { isWistiaId } from "@/components/video/wistia";
import { HeaderForm } from "./HeaderForm";
import { LogoWall, type LogoWallEntry } from "./LogoWall";
import { Mastheads, type Masthead } from "./Mastheads";

export const headerColors = ["white", "sugar", "dark", "green", "blue"] as const;
export type HeaderColor = (typeof headerColors)[number];

const colorClasses: Record<HeaderColor, string> = {
  white: "bg-white text-ink",
  sugar: "bg-sugar text-ink",
  dark: "bg-night text-white",
  green: "bg-green text-white",
  blue: "bg-[#1c3fa8] text-white",
};

/** Headers with a dark background want white navbar content. */
export function isDarkHeader(color: string | null | undefined): boolean {
  return color === "dark" || color === "green" || color === "blue";
}

export interface FeatureHeaderProps {
  indicator?: string | null;
  title: string;
  subtitle?: prismic.RichTextField | null;
  image?: prismic.ImageField | null;
  wistiaId?: string | null;
  /** The page's header CTAs (already filtered: empty when hide_header_ctas). */
  ctas: CtaProps[];
  /** A link to a form_config document shown in the header. */
  form?: prismic.LinkField | null;
  color?: string | null;
  vertical?: boolean;
  logoWall?: { title?: string | null; logos: LogoWallEntry[] } | null;
  mastheads?: Masthead[] | null;
  rating?: { value: number; label?: string | null } | null;
}

/**
 * The header of feature pages (and of the header_with_social_proofs slice): colour, horizontal or
 * vertical layout, up to two CTAs, then the media slot (header form, Wistia video or image),
 * logo wall and social proof mastheads.
 */
export function FeatureHeader({ indicator, title, subtitle, image, wistiaId, ctas, form, color, vertical = false, logoWall, mastheads, rating }: FeatureHeaderProps) {
  const tone: HeaderColor = headerColors.includes(color as HeaderColor) ? (color as HeaderColor) : "white";
  const dark = isDarkHeader(tone);
  const hasForm = !!form && prismic.isFilled.link(form);
  const media = hasForm ? (
    <HeaderForm form={form!} dark={dark} />
  ) : isWistiaId(wistiaId) ? (
    <LazyWistiaVideo id={wistiaId} title={title} thumbnailUrl={prismic.isFilled.image(image) ? image.url : null} />
  ) : prismic.isFilled.image(image) ? (
    <ContentImage field={image} priority sizes={vertical ? "(min-width: 1024px) 960px, 100vw" : "(min-width: 1024px) 50vw, 100vw"} className="h-auto w-full rounded-2xl" />
  ) : null;

  return (
    <header className={colorClasses[tone]} data-header-color={tone} data-header-layout={vertical ? "vertical" : "horizontal"} data-testid="feature-header">
      <div className="mx-auto max-w-7xl px-4 py-14 lg:px-8 lg:py-20">
        <div className={vertical || !media ? "mx-auto flex max-w-4xl flex-col items-center text-center" : `grid gap-10 lg:grid-cols-2 ${hasForm ? "items-start" : "items-center"}`}>
          <div>
            {indicator ? <p className={`font-semibold ${dark ? "text-white/90" : "text-green"}`}>{indicator}</p> : null}
            <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance lg:text-6xl">{title}</h1>
            <RichText field={subtitle} className={`mt-2 text-lg ${dark ? "text-white/90" : "text-stone"}`} />
            {rating ? <Rating value={rating.value} label={rating.label} className={`mt-6 ${vertical ? "justify-center" : ""}`} /> : null}
            {ctas.length > 0 ? (
              <div className={`mt-8 flex flex-wrap gap-3 ${vertical || !media ? "justify-center" : ""}`} data-testid="header-ctas">
                {ctas.map((cta) => (
                  <Cta key={cta.sectionId} {...cta} colorClass={dark ? onDarkColorClass(typeof cta.type === "string" ? cta.type : null) : cta.colorClass} />
                ))}
              </div>
            ) : null}
          </div>
          {media ? <div className={vertical ? "mt-12 w-full" : ""}>{media}</div> : null}
        </div>
        {logoWall ? <LogoWall title={logoWall.title} logos={logoWall.logos} dark={dark} /> : null}
        {mastheads ? <Mastheads items={mastheads} dark={dark} /> : null}
      </div>
    </header>
  );
}
