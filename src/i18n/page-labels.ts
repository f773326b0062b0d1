import { createTranslator } from "next-intl";
import type { Locale } from "@/routing/locales";
import { loadMessages } from "./messages";
import { messageTemplate } from "./templates";

/**
 * What the client components on every page say (the navbar, the language switcher, the error page, a rich text's
 * embeds and videos, the form modal's frame), formatted on the server: the page hands them over as plain strings (PageLabels.tsx), so no
 * page loads a message formatter for them. A `{name}` in a template is filled in the browser (`fillTemplate`).
 * Client code that formats messages itself (forms, search, the blog browser) gets them through ClientMessages.
 */
export async function loadPageLabels(locale: Locale) {
  // A translator of its own (not the request's): the same in pages, route handlers and tests.
  const t = createTranslator({ locale, messages: await loadMessages(locale) }) as unknown as (key: string, values?: Record<string, string>) => string;
  return {
    navbar: {
      mainNavigation: t("navbar.mainNavigation"),
      openMenu: t("navbar.openMenu"),
      closeMenu: t("navbar.closeMenu"),
      openSearch: t("navbar.openSearch"),
      closeSearch: t("navbar.closeSearch"),
      closePromotion: t("navbar.closePromotion"),
      menuError: t("navbar.menuError"),
      submenu: messageTemplate(t, "navbar.submenu", ["label"]),
    },
    languages: {
      label: t("languageSwitcher.label"),
      button: messageTemplate(t, "discovery.languageButton", ["code", "language"]),
    },
    error: {
      title: t("error.title"),
      subtitle: t("error.subtitle"),
      retry: t("error.retry"),
      reference: messageTemplate(t, "error.reference", ["reference"]),
      backHome: t("notFound.backHome"),
      footer: t("footer.label"),
      copyright: messageTemplate(t, "footer.copyright", ["year"]),
    },
    embed: {
      load: messageTemplate(t, "marketing.embed.load", ["title"]),
      notice: messageTemplate(t, "marketing.embed.notice", ["provider"]),
    },
    formModal: {
      close: t("forms.close"),
      loading: t("forms.loading"),
      loadFailed: t("forms.loadFailed"),
      retry: t("forms.retry"),
    },
    video: {
      play: messageTemplate(t, "consent.video.play", ["title"]),
      loading: t("consent.video.loading"),
      failed: t("consent.video.failed"),
    },
  };
}

export type PageLabels = Awaited<ReturnType<typeof loadPageLabels>>;
