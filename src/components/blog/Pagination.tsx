import { useTranslations } from "next-intl";
import type { MouseEvent } from "react";
import { pageWindow } from "@/lib/pagination";

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The href of a page (real links: they can be opened in a new tab and shared). */
  hrefFor: (page: number) => string;
  /** Client-side navigation; a plain link navigation happens when absent. */
  onNavigate?: (page: number, event: MouseEvent<HTMLAnchorElement>) => void;
}

const base = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold";

/** Previous / numbered / next page links; the current page is marked for assistive technology. */
export function Pagination({ page, totalPages, hrefFor, onNavigate }: PaginationProps) {
  const t = useTranslations("blog");
  if (totalPages <= 1) return null;
  const link = (target: number, label: string, content: string) => (
    <a
      href={hrefFor(target)}
      aria-label={label}
      onClick={onNavigate ? (event) => onNavigate(target, event) : undefined}
      className={`${base} border border-ink hover:bg-ink hover:text-white`}
    >
      {content}
    </a>
  );
  return (
    <nav aria-label={t("pagination")} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? <li>{link(page - 1, t("previousPage"), "‹")}</li> : null}
        {pageWindow(page, totalPages).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-stone">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <a
                  href={hrefFor(n)}
                  aria-current="page"
                  onClick={onNavigate ? (event) => onNavigate(n, event) : undefined}
                  aria-label={t("pageOf", { page: n, total: totalPages })} className={`${base} bg-ink text-white`}>
                  {n}
                </a>
              ) : (
                link(n, t("pageNumber", { page: n }), String(n))
              )}
            </li>
          ),
        )}
        {page < totalPages ? <li>{link(page + 1, t("nextPage"), "›")}</li> : null}
      </ul>
    </nav>
  );
}
