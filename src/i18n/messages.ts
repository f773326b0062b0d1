import { reportWarning } from "@/lib/errors";
import { defaultLocale, type Locale } from "@/routing/locales";

export type Messages = Record<string, unknown>;

/** Interface strings of a locale (`messages/<locale>.json`). A load failure is only a warning: the English strings stand in. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  try {
    return (await import(`../../messages/${locale}.json`)).default;
  } catch (error) {
    reportWarning(`Failed to load messages for locale ${locale}`, error);
    if (locale === defaultLocale) return {};
    return loadMessages(defaultLocale);
  }
}
