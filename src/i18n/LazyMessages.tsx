"use client";

import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from "next-intl";
import { useEffect, useState, type ReactNode } from "react";
import type { Messages } from "./messages";
import { pickMessages } from "./pick";

/** The locale's messages from `/_i18n/{locale}/messages.json` (cached a day), fetched once per page view. */
const loads = new Map<string, Promise<Messages>>();

export function loadLocaleMessages(locale: string): Promise<Messages> {
  let load = loads.get(locale);
  if (!load) {
    load = fetch(`/_i18n/${locale}/messages.json`).then((response) => {
      if (!response.ok) throw new Error(`Messages answered ${response.status}`);
      return response.json() as Promise<Messages>;
    });
    // A failure is not kept: the next use tries again.
    load.catch(() => loads.delete(locale));
    loads.set(locale, load);
  }
  return load;
}

/**
 * For code that loads late (the form modal, the search box): its messages come with it, from the
 * messages endpoint, not inlined in every page. Renders `fallback` until they are there; if they cannot
 * be loaded, the children render with the page's messages (a missing string shows its key, nothing breaks).
 */
export function LazyMessages({ namespaces, fallback = null, children }: { namespaces: readonly string[]; fallback?: ReactNode; children: ReactNode }) {
  const locale = useLocale();
  const timeZone = useTimeZone();
  const pageMessages = useMessages();
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
  const messages = loaded === "failed" ? pageMessages : { ...pageMessages, ...pickMessages(loaded, namespaces) };
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
