"use client";

import { NextIntlClientProvider } from "next-intl";
import { useEffect, useState, type ReactNode } from "react";
import { TIME_ZONE } from "./time-zone";
import { loadLocaleMessages } from "./load-messages";
import type { Messages } from "./messages";
import { pickMessages } from "./pick";
import { usePageLocale } from "./PageLabels";

/**
 * For code that loads late (the form modal, the search box): its messages come with it, from the messages endpoint,
 * not inlined in every page. Renders `fallback` until they are there; if they cannot be loaded, the children render
 * without them (a missing string shows its key, nothing breaks). Import this only from code that is itself loaded
 * late: it brings the message formatter, which no page loads up front.
 */
export function LazyMessages({ namespaces, fallback = null, children }: { namespaces: readonly string[]; fallback?: ReactNode; children: ReactNode }) {
  const locale = usePageLocale();
  const [loaded, setLoaded] = useState<Messages | "failed" | null>(null);

  useEffect(() => {
    let current = true;
    loadLocaleMessages(locale).then(
      (messages) => current && setLoaded(messages),
      () => current && setLoaded("failed"),
    );
    return () => {
      current = false;
    };
  }, [locale]);

  if (loaded === null) return fallback;
  return (
    <NextIntlClientProvider locale={locale} timeZone={TIME_ZONE} messages={loaded === "failed" ? {} : pickMessages(loaded, namespaces)}>
      {children}
    </NextIntlClientProvider>
  );
}
