import type { ReactNode } from "react";
import { loadPageLabels } from "@/i18n/page-labels";
import { PageLabelsProvider } from "@/i18n/PageLabels";
import type { Locale } from "@/routing/locales";

/** A tree inside the page's labels, as the root layout renders every page. */
export async function withPageLabels(tree: ReactNode, locale: Locale = "en"): Promise<ReactNode> {
  return (
    <PageLabelsProvider locale={locale} labels={await loadPageLabels(locale)}>
      {tree}
    </PageLabelsProvider>
  );
}
