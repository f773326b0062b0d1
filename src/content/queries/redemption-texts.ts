import "server-only";
import type { RedemptionCodeTextsDocument } from "../../../prismicio-types";
import { findDocument, getSingleDocument } from "@/content/documents";
import type { Locale } from "@/routing/locales";

/** The redemption pages' interface strings (redemption_code_texts) of a locale, or null. */
export async function redemptionTexts(locale: Locale): Promise<RedemptionCodeTextsDocument["data"] | null> {
  const document = await findDocument(() => getSingleDocument("redemption_code_texts", locale)).catch(() => null);
  return document?.data ?? null;
}
