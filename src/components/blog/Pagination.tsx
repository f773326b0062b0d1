import type { MouseEvent } from "react";
import { fillTemplate } from "@/i18n/templates";
import { pageWindow } from "@/lib/pagination";

/** The locale's texts of a pagination, resolved on the server (templates from `messageTemplate`). */
export interface PaginationLabels {
  /** The navigation's name ("Pagination"). */
  label: string;
  previous: string;
  next: string;
  /** The current page: "Page {page} of {total}". */
  current: string;
  /** Another page: "Page {page}". */
  page: string;
}

interface PaginationProps {
  page: number;
  totalPages: number;
  labels: PaginationLabels;
  /** The href of a page (real links: they can be opened in a new tab and shared). */
  hrefFor: (page: number) => string;
  /** Client-side navigation; a plain link navigation happens when absent. */
  onNavigate?: (page: number, event: MouseEvent<HTMLAnchorElement>) => void;
}

const base = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold";

/** Previous / numbered / next page links; the current page is marked for assistive technology. */
export function Pagination({ page, totalPages, labels, hrefFor, onNavigate }: PaginationProps) {
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
    <nav aria-label={labels.label} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? <li>{link(page - 1, labels.previous, "‹")}</li> : null}
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
                  aria-label={fillTemplate(labels.current, { page: n, total: totalPages })} className={`${base} bg-ink text-white`}>
                  {n}
                </a>
              ) : (
                link(n, fillTemplate(labels.page, { page: n }), String(n))
              )}
            </li>
          ),
        )}
        {page < totalPages ? <li>{link(page + 1, labels.next, "›")}</li> : null}
      </ul>
    </nav>
  );
}
