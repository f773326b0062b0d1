import { getTranslations } from "next-intl/server";
import { ContentLink } from "@/components/content-link/ContentLink";
import { Logo } from "@/components/navbar/Logo";
import { outsideHosts } from "@/config/hosts";
import { getFooter } from "@/content/queries/footer";
import { menuColumns } from "@/content/queries/navigation";
import { CookieSettingsButton } from "@/features/consent/CookieSettingsButton";
import { resolveHref } from "@/routing/href";
import type { Locale } from "@/routing/locales";

export type FooterTheme = "light" | "dark";

export interface FooterProps {
  locale: Locale;
  theme?: FooterTheme;
  /** Landing, minimal and redemption layouts show the legal links only. */
  variant?: "full" | "compact";
}

const socialIcons: Record<string, string> = {
  linkedin: "M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm-2 6h4v12H2zM9 9h3.8v1.7h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.6c0-1.3 0-3-1.9-3s-2.1 1.5-2.1 2.9V21H9z",
  x: "M3 3h4.5l4.2 5.8L16.8 3H20l-6.8 7.9L21 21h-4.5l-4.6-6.3L6.4 21H3.2l7.2-8.3z",
  youtube: "M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3z",
  instagram: "M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4ZM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4ZM12 3c-2.4 0-2.7 0-3.7.1C4.7 3.3 3.3 4.7 3.1 8.3 3 9.3 3 9.6 3 12s0 2.7.1 3.7c.2 3.6 1.6 5 5.2 5.2 1 .1 1.3.1 3.7.1s2.7 0 3.7-.1c3.6-.2 5-1.6 5.2-5.2.1-1 .1-1.3.1-3.7s0-2.7-.1-3.7c-.2-3.6-1.6-5-5.2-5.2C14.7 3 14.4 3 12 3Z",
  facebook: "M14 8h3V4h-3c-2.8 0-4.5 1.9-4.5 4.6V11H7v4h2.5v7h4v-7h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8Z",
};

/** The site footer from the `footer` singleton, light or dark. */
export async function Footer({ locale, theme = "light", variant = "full" }: FooterProps) {
  const t = await getTranslations({ locale, namespace: "footer" });
  const tConsent = await getTranslations({ locale, namespace: "consent" });
  const data = await getFooter(locale);
  const dark = theme === "dark";
  const columns = variant === "full" ? menuColumns(data?.columns) : [];
  const year = new Date().getFullYear();
  const hosts = outsideHosts();
  const elsewhere = [
    { label: t("signIn"), href: hosts.learningAppLogin, key: "learning-app" },
    { label: t("mainSite"), href: hosts.mainSite, key: "main-site" },
    { label: t("landingPages"), href: hosts.landingPages, key: "landing-pages" },
  ];

  return (
    <footer
      aria-label={t("label")}
      data-theme={theme}
      className={dark ? "bg-night text-white" : "border-t border-cloud bg-white text-ink"}
    >
      <div className="mx-auto max-w-7xl px-4 py-12 lg:px-8">
        {variant === "full" ? (
          <div className="grid gap-10 lg:grid-cols-[1.2fr_3fr]">
            <div>
              <Logo title={data?.logo_alt || "Quillio"} />
              {data?.tagline ? <p className={`mt-4 max-w-xs text-sm ${dark ? "text-white/80" : "text-stone"}`}>{data.tagline}</p> : null}
              {data?.newsletter_title ? (
                <div className="mt-6">
                  <p className="font-semibold">{data.newsletter_title}</p>
                  {data.newsletter_description ? (
                    <p className={`mt-1 text-sm ${dark ? "text-white/80" : "text-stone"}`}>{data.newsletter_description}</p>
                  ) : null}
                  {data.newsletter_cta_label && resolveHref(data.newsletter_cta_link) ? (
                    <ContentLink
                      field={data.newsletter_cta_link}
                      className={`mt-3 inline-flex min-h-11 items-center rounded-full px-5 text-sm font-semibold ${dark ? "bg-white text-ink" : "bg-ink text-white"}`}
                      data-cta="footer-newsletter"
                    >
                      {data.newsletter_cta_label}
                    </ContentLink>
                  ) : null}
                </div>
              ) : null}
              {/* The sites the spec names beside this one (src/config/hosts.ts): the learning app, the main site, the landing pages. */}
              <nav aria-label={t("elsewhere")} className="mt-6">
                <ul className="space-y-2 text-sm">
                  {elsewhere.map((link) => (
                    <li key={link.key}>
                      <a href={link.href} data-outside={link.key} className={dark ? "text-white/85 hover:text-white" : "text-stone hover:text-ink"}>
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            </div>
            <div className="grid grid-cols-2 gap-8 md:grid-cols-4">
              {columns.map((column, index) => (
                <nav key={`${column.title}-${index}`} aria-label={column.title || undefined}>
                  <p className="mb-3 text-sm font-bold">{column.title}</p>
                  <ul className="space-y-2 text-sm">
                    {column.links.map((link) => (
                      <li key={`${link.label}-${link.href}`}>
                        {link.href ? (
                          <ContentLink href={link.href} className={dark ? "text-white/85 hover:text-white" : "text-stone hover:text-ink"}>
                            {link.label}
                          </ContentLink>
                        ) : (
                          <span>{link.label}</span>
                        )}
                      </li>
                    ))}
                  </ul>
                </nav>
              ))}
            </div>
          </div>
        ) : null}

        <div
          className={`flex flex-col gap-4 text-sm md:flex-row md:items-center md:justify-between ${variant === "full" ? `mt-12 border-t pt-6 ${dark ? "border-white/15" : "border-cloud"}` : ""}`}
        >
          <p className={dark ? "text-white/80" : "text-stone"}>{data?.copyright ? data.copyright.replaceAll("{year}", String(year)) : t("copyright", { year })}</p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {(data?.legal_links ?? []).map((link, index) =>
              link.label ? (
                <li key={`${link.label}-${index}`}>
                  <ContentLink field={link.link} className="underline-offset-4 hover:underline">
                    {link.label}
                  </ContentLink>
                </li>
              ) : null,
            )}
            <li>
              <CookieSettingsButton className="cursor-pointer underline-offset-4 hover:underline">{tConsent("settings")}</CookieSettingsButton>
            </li>
          </ul>
          {variant === "full" ? (
            <ul className="flex gap-2">
              {(data?.social_links ?? []).map((social, index) =>
                social.platform && resolveHref(social.link) ? (
                  <li key={`${social.platform}-${index}`}>
                    <ContentLink field={social.link} target="_blank" className="grid size-11 place-items-center rounded-full" aria-label={social.platform}>
                      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
                        <path d={socialIcons[social.platform] ?? ""} />
                      </svg>
                    </ContentLink>
                  </li>
                ) : null,
              )}
            </ul>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
