import type { MetadataRoute } from "next";
import { getTranslations } from "next-intl/server";
import { BRAND } from "@/content/metadata";
import { defaultLocale, htmlLangs } from "@/routing/locales";

/** Web app manifest (install name and icons); the site's default language describes it. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations({ locale: defaultLocale, namespace: "discovery.manifest" });
  return {
    name: BRAND,
    short_name: BRAND,
    description: t("description"),
    lang: htmlLangs[defaultLocale],
    start_url: "/",
    scope: "/",
    display: "browser",
    background_color: "#ffffff",
    theme_color: "#1d1838",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
}
