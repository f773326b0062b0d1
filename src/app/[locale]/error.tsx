"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useSyncExternalStore } from "react";
import { isBot } from "@/routing/bots";
import { localePrefixes, isLocale } from "@/routing/locales";

/**
 * Fatal errors render the 404 page's frame with the error's reference. Bots get no error page:
 * an empty response body is better for them than an indexed error.
 */
const noSubscription = () => () => {};

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations();
  const locale = useLocale();
  const bot = useSyncExternalStore(noSubscription, () => isBot(navigator.userAgent), () => false);

  useEffect(() => {
    console.error(error);
  }, [error]);

  if (bot) return null;
  const home = `${isLocale(locale) ? localePrefixes[locale] : ""}/`;
  return (
    <div className="min-h-dvh bg-sugar">
      <section className="bg-night px-4 py-16 text-center text-white lg:py-24">
        <h1 className="mx-auto max-w-3xl text-4xl font-bold tracking-tight lg:text-6xl">{t("error.title")}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-white/85">{t("notFound.subtitle")}</p>
        {error.digest ? <p className="mt-2 text-sm text-white/70">Ref. {error.digest}</p> : null}
      </section>
      <div className="flex flex-wrap justify-center gap-4 px-4 py-12">
        <button type="button" onClick={reset} className="min-h-11 rounded-full border-2 border-ink px-6 font-semibold">
          {t("error.retry")}
        </button>
        <a href={home} className="inline-flex min-h-11 items-center rounded-full bg-green px-6 font-semibold text-white">
          {t("notFound.backHome")}
        </a>
      </div>
    </div>
  );
}
