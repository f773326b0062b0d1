import { reportWarning } from "@/lib/errors";
import { defaultLocale, type Locale } from "@/routing/locales";

export type Messages = Record<string, unknown>;

const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import("../../messages/en.json"),
  de: () => import("../../messages/de.json"),
  fr: () => import("../../messages/fr.json"),
};

/** Interface strings of a locale. A load failure is only a warning: the English strings stand in. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  try {
    return (await loaders[locale]()).default;
  } catch (error) {
    reportWarning(`Failed to load messages for locale ${locale}`, error);
    if (locale === defaultLocale) return {};
    return loadMessages(defaultLocale);
  }
}
