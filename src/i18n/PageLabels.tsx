"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { Locale } from "@/routing/locales";
import type { PageLabels } from "./page-labels";

interface PageContext {
  locale: Locale;
  labels: PageLabels;
}

const Context = createContext<PageContext | null>(null);

/** Set once by the root layout: the page's locale and the strings of page-labels.ts. */
export function PageLabelsProvider({ locale, labels, children }: PageContext & { children: ReactNode }) {
  return <Context.Provider value={{ locale, labels }}>{children}</Context.Provider>;
}

function usePageContext(): PageContext {
  const context = useContext(Context);
  if (!context) throw new Error("PageLabelsProvider is missing above this component (the root layout sets it).");
  return context;
}

/** The strings every page's client components use (see page-labels.ts). */
export const usePageLabels = (): PageLabels => usePageContext().labels;

/** The page's locale, for client code below the root layout. */
export const usePageLocale = (): Locale => usePageContext().locale;
