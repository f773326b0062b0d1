import * as prismic from "@prismicio/client";
import { useLocale } from "next-intl";
import { ContentLink } from "@/components/content-link/ContentLink";
import { ContentImage } from "@/components/image/ContentImage";
import { quoted } from "./quoted";

export interface Masthead {
  logo: prismic.ImageField;
  quote?: prismic.KeyTextField;
  link?: prismic.LinkField;
}

/** Social proof mastheads: a publication or customer logo over a short quote. */
export function Mastheads({ items, dark = false }: { items: Masthead[]; dark?: boolean }) {
  const locale = useLocale();
  const shown = items.filter((item) => prismic.isFilled.image(item.logo));
  if (shown.length === 0) return null;
  return (
    <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3" data-testid="social-proof-mastheads">
      {shown.map((item, index) => (
        <li key={index} className="flex flex-col items-center gap-3 text-center">
          {prismic.isFilled.link(item.link) ? (
            <ContentLink field={item.link}>
              <ContentImage field={item.logo} sizes="160px" className="h-8 w-auto" />
            </ContentLink>
          ) : (
            <ContentImage field={item.logo} sizes="160px" className="h-8 w-auto" />
          )}
          {item.quote ? <blockquote className={`text-balance ${dark ? "text-white/90" : "text-stone"}`}>{quoted(item.quote, locale)}</blockquote> : null}
        </li>
      ))}
    </ul>
  );
}
