"use client";

import { usePageLabels, usePageLocale } from "@/i18n/PageLabels";
import { fillTemplate } from "@/i18n/templates";
import { BRAND } from "@/lib/brand";
import { useRouter } from "next/navigation";
import { useEffect, useState, useTransition } from "react";
import { Logo } from "@/components/navbar/Logo";
import { NotFoundBody } from "@/components/not-found/NotFoundBody";
import { PageName } from "@/components/page-name/PageName";
import { type NotFoundModel } from "@/lib/not-found";
import { useBrowserValue } from "@/lib/use-browser-value";
import { isBot } from "@/routing/bots";
import { localePrefixes } from "@/routing/locales";
import { isNotFoundModel } from "./error-model";

export interface FatalErrorProps {
  error: Error & { digest?: string };
  reset: () => void;
}

/**
 * Loaded by error.tsx when an error happens (Next sends error.tsx itself with every page).
 * Fatal errors render the 404 page with the error (spec §8): its dark header says what happened and gives
 * the error's reference and a retry button, and its redirection cards, fetched from
 * `/_i18n/{locale}/not-found.json`, offer a way on. Until they arrive (or if the content system is what
 * failed) the link home stands in. Bots get no error page: an empty body is better than an indexed error.
 */
export default function FatalError({ error, reset }: FatalErrorProps) {
  const t = usePageLabels().error;
  const locale = usePageLocale();
  const bot = useBrowserValue(() => isBot(navigator.userAgent), false);
  const [content, setContent] = useState<NotFoundModel | null>(null);
  const router = useRouter();
  const [retrying, startRetry] = useTransition();
  // A server error needs the page's server part again, not only a new render of what the browser has.
  const retry = () =>
    startRetry(() => {
      router.refresh();
      reset();
    });

  useEffect(() => {
    console.error(error);
  }, [error]);

  // The failed page's <title> may still stand first in the head: the tab says what happened instead.
  const title = `${t.title} | ${BRAND}`;
  useEffect(() => {
    if (!bot) document.title = title;
  }, [bot, title]);

  useEffect(() => {
    if (bot) return;
    const controller = new AbortController();
    fetch(`/_i18n/${locale}/not-found.json`, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        if (isNotFoundModel(body)) setContent(body);
      })
      .catch(() => {});
    return () => controller.abort();
  }, [bot, locale]);

  if (bot) return null;
  const model: NotFoundModel = {
    title: t.title,
    subtitle: t.subtitle,
    cards: content?.cards ?? [],
    home: {
      label: t.backHome,
      href: `${localePrefixes[locale]}/`,
    },
  };
  const brand = BRAND;
  // The failed page's own frame and title are gone with it: a plain frame (the logo home, a footer) and a title that
  // says what happened, in place of the failed page's.
  return (
    <>
      <title>{title}</title>
      <header className="bg-night text-white" data-fatal-error-frame="">
        <div className="mx-auto flex max-w-7xl items-center px-4 py-3 lg:px-8">
          <a
            href={model.home.href}
            className="inline-flex min-h-11 items-center"
            aria-label={model.home.label}
          >
            <Logo title={brand} />
          </a>
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="bg-sugar focus:outline-none"
        data-fatal-error=""
      >
        <PageName name="404" />
        <NotFoundBody model={model}>
          {error.digest ? (
            <p className="mt-2 text-sm text-white/70">
              {fillTemplate(t.reference, { reference: error.digest })}
            </p>
          ) : null}
          <button
            type="button"
            onClick={retry}
            disabled={retrying}
            aria-busy={retrying}
            className="mt-8 min-h-11 rounded-full border-2 border-white px-6 font-semibold text-white hover:bg-white hover:text-ink disabled:opacity-60"
          >
            {t.retry}
          </button>
        </NotFoundBody>
      </main>
      <footer
        aria-label={t.footer}
        className="border-t border-cloud bg-white px-4 py-8 text-center text-sm text-stone"
      >
        <a href={model.home.href} className="underline underline-offset-4">
          {model.home.label}
        </a>
        <p className="mt-2">
          {fillTemplate(t.copyright, { year: new Date().getFullYear() })}
        </p>
      </footer>
    </>
  );
}
