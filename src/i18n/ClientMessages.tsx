import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { getMessages } from "next-intl/server";
import { pickMessages } from "./pick";

/**
 * Hands the client components below it the messages of `namespaces` (a blog browser's "blog", a hub's
 * "editorial"), and nothing else of the locale, with the message formatter: only pages with such a component load it
 * (what every page's client code says comes as plain strings: page-labels.ts).
 */
export async function ClientMessages({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  return <NextIntlClientProvider messages={pickMessages(await getMessages(), namespaces)}>{children}</NextIntlClientProvider>;
}
