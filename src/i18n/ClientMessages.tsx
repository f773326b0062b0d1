import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { PAGE_MESSAGES, pickMessages } from "./pick";

/**
 * Hands the client components below it the messages every page uses plus `namespaces` (a blog
 * browser's "blog", an inline form's "forms"), and nothing else of the locale.
 */
export async function ClientMessages({ namespaces = [], children }: { namespaces?: readonly string[]; children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={pickMessages(messages, [...PAGE_MESSAGES, ...namespaces])}>{children}</NextIntlClientProvider>;
}
