import "server-only";
import { getTranslations } from "next-intl/server";
import { findDocument, getSingleDocument } from "@/content/documents";
import { contentImageAttributes } from "@/content/images/attributes";
import type { NotFoundModel } from "@/lib/not-found";
import { resolveHref } from "@/routing/href";
import { localePrefixes, type Locale } from "@/routing/locales";

/**
 * The 404 page's content as plain data: what the server renders at `/404/` and what the error boundary
 * fetches (`/_i18n/{locale}/not-found.json`) to show the same page around a fatal error. Without a
 * document (or when the content system fails) the interface strings stand in; cards without a label
 * are left out.
 */
export async function notFoundModel(locale: Locale): Promise<NotFoundModel> {
  return (await loadNotFound(locale)).model;
}

/** The model, and whether it came from the 404 document (not the interface strings standing in). */
export async function loadNotFound(locale: Locale): Promise<{ model: NotFoundModel; fromContent: boolean }> {
  const t = await getTranslations({ locale, namespace: "notFound" });
  const document = await findDocument(() => getSingleDocument("not_found_page", locale)).catch(() => null);
  const data = document?.data;
  const cards = (data?.redirections ?? []).flatMap((card) => {
    if (!card.label) return [];
    const attributes = contentImageAttributes({ field: card.illustration, alt: "", sizes: "200px", className: "mb-6 h-28 w-auto" });
    const image = attributes && {
      src: attributes.src,
      srcSet: attributes.srcSet,
      sizes: attributes.sizes,
      width: attributes.width,
      height: attributes.height,
      loading: attributes.loading,
      decoding: attributes.decoding,
      className: attributes.className,
    };
    const target = "target" in card.link && typeof card.link.target === "string" ? card.link.target : undefined;
    return [{ label: card.label, href: resolveHref(card.link), target, accent: Boolean(card.is_accent), image: image ?? undefined }];
  });
  const model = {
    title: data?.title || t("title"),
    subtitle: data?.subtitle || t("subtitle"),
    cards,
    home: { label: t("backHome"), href: `${localePrefixes[locale]}/` },
  };
  return { model, fromContent: document !== null };
}
