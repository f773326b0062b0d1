import { useTranslations } from "next-intl";
import Link from "next/link";
import type { GuideChapter } from "./guide";

/** A guide's chapter list with the current chapter marked, and its name linking to the guide page. */
export function GuideNavigation({ guideName, guideHref, chapters, currentId }: { guideName: string; guideHref: string; chapters: GuideChapter[]; currentId?: string }) {
  const t = useTranslations("blog");
  return (
    <nav aria-label={t("guideChapters")} className="rounded-2xl bg-sugar p-5">
      <p className="font-bold">
        <Link prefetch={false} href={guideHref} className="hover:underline">
          {guideName}
        </Link>
      </p>
      <ol className="mt-3 space-y-1">
        {chapters.map((chapter, index) => {
          const current = chapter.id === currentId;
          return (
            <li key={chapter.id}>
              <Link prefetch={false}
                href={chapter.href}
                aria-current={current ? "page" : undefined}
                className={`flex min-h-11 items-center gap-3 rounded-lg px-2 ${current ? "bg-white font-semibold" : "text-stone hover:text-ink hover:underline"}`}
              >
                <span aria-hidden="true" className={`grid size-7 shrink-0 place-items-center rounded-full text-sm ${current ? "bg-green text-white" : "bg-cloud"}`}>
                  {index + 1}
                </span>
                <span>
                  {chapter.title}
                  {current ? <span className="sr-only"> ({t("currentChapter")})</span> : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** Previous / next chapter links at the end of a chapter. */
export function ChapterLinks({ previous, next }: { previous: GuideChapter | null; next: GuideChapter | null }) {
  const t = useTranslations("blog");
  if (!previous && !next) return null;
  return (
    <nav aria-label={`${t("previousChapter")} / ${t("nextChapter")}`} className="mt-12 grid gap-4 sm:grid-cols-2">
      {previous ? (
        <Link prefetch={false} href={previous.href} rel="prev" className="rounded-2xl border border-cloud p-5 hover:border-ink">
          <span className="block text-sm text-stone">← {t("previousChapter")}</span>
          <span className="mt-1 block font-bold">{previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link prefetch={false} href={next.href} rel="next" className="rounded-2xl border border-cloud p-5 text-right hover:border-ink">
          <span className="block text-sm text-stone">{t("nextChapter")} →</span>
          <span className="mt-1 block font-bold">{next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}
