import * as prismic from "@prismicio/client";
import { ContentLink } from "@/components/content-link/ContentLink";
import { ContentImage } from "@/components/image/ContentImage";

export interface LogoWallEntry {
  logo: prismic.ImageField;
  link?: prismic.LinkField;
}

/** The customer logo wall under a page header. */
export function LogoWall({ title, logos, dark = false }: { title?: string | null; logos: LogoWallEntry[]; dark?: boolean }) {
  const shown = logos.filter((entry) => prismic.isFilled.image(entry.logo));
  if (shown.length === 0) return null;
  return (
    <div className="mt-14" data-testid="logo-wall">
      {title ? <p className={`text-center text-sm font-semibold ${dark ? "text-white/90" : "text-stone"}`}>{title}</p> : null}
      <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-10 gap-y-6">
        {shown.map((entry, index) => {
          const logo = <ContentImage field={entry.logo} sizes="160px" className={`h-8 w-auto ${dark ? "brightness-0 invert" : "opacity-80"}`} />;
          return <li key={index}>{entry.link && prismic.isFilled.link(entry.link) ? <ContentLink field={entry.link}>{logo}</ContentLink> : logo}</li>;
        })}
      </ul>
    </div>
  );
}
