import { getRequestConfig } from "next-intl/server";
import { defaultLocale, isLocale } from "@/routing/locales";
import { loadMessages } from "./messages";
import { TIME_ZONE } from "./time-zone";

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  return { locale, messages: await loadMessages(locale), timeZone: TIME_ZONE };
});
