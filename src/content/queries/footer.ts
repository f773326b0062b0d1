import "server-only";
import type { FooterDocument } from "../../../prismicio-types";
import { findDocument, getSingleDocument } from "@/content/documents";
import { reportWarning } from "@/lib/errors";
import type { Locale } from "@/routing/locales";

/** The `footer` singleton's fields of a locale; null (with a warning when the content system failed) renders the fallback footer. */
export async function getFooter(locale: Locale): Promise<FooterDocument["data"] | null> {
  const footer = await findDocument(() => getSingleDocument("footer", locale)).catch((error: unknown) => {
    reportWarning(`Footer content unavailable for ${locale}`, error);
    return null;
  });
  return footer?.data ?? null;
}
