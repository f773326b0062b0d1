import "server-only";
import type { CookieBannerDocument, CookieModalDocument } from "../../../prismicio-types";
import { findDocument, getSingleDocument, type DocumentOf, type DocumentType } from "@/content/documents";
import { reportWarning } from "@/lib/errors";
import type { Locale } from "@/routing/locales";

/** A singleton, or null when it is missing or the content system fails: the banner then uses the messages. */
async function optionalSingle<K extends DocumentType>(type: K, locale: Locale): Promise<DocumentOf<K> | null> {
  try {
    return await findDocument(() => getSingleDocument(type, locale));
  } catch (error) {
    reportWarning(`The ${type} document could not be loaded; the built-in texts are used`, error);
    return null;
  }
}

/** The cookie banner's and cookie modal's documents of a locale; each null when missing or unavailable. */
export async function getConsentDocuments(locale: Locale): Promise<{ banner: CookieBannerDocument | null; modal: CookieModalDocument | null }> {
  const [banner, modal] = await Promise.all([optionalSingle("cookie_banner", locale), optionalSingle("cookie_modal", locale)]);
  return { banner, modal };
}
