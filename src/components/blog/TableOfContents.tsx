import { useTranslations } from "next-intl";
import type { HeadingAnchor } from "@/components/rich-text/anchors";

/** In-page links to the article's h2 and h3 headings (ids from the shared rich text anchors). */
export function TableOfContents({ anchors, className }: { anchors: HeadingAnchor[]; className?: string }) {
  const t = useTranslations("blog");
  if (anchors.length < 2) return null;
  return (
    <nav aria-label={t("tableOfContents")} className={className}>
      <p className="text-sm font-bold tracking-wide text-stone uppercase">{t("tableOfContents")}</p>
      <ol className="mt-3 space-y-2 border-l-2 border-cloud">
        {anchors.map((anchor) => (
          <li key={anchor.id} className={anchor.level === 3 ? "pl-8" : "pl-4"}>
            <a href={`#${anchor.id}`} className="block text-stone hover:text-ink hover:underline">
              {anchor.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
