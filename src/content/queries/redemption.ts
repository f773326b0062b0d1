import "server-only";
import type { RedemptionCodeDocument, RedemptionCodeTextsDocument } from "../../../prismicio-types";
import { findDocument, getAllDocuments, getDocumentByUID, getSingleDocument } from "@/content/documents";
import type { Locale } from "@/routing/locales";

/** The redemption pages' interface strings (redemption_code_texts) of a locale, or null. */
export async function redemptionTexts(locale: Locale): Promise<RedemptionCodeTextsDocument["data"] | null> {
  const document = await findDocument(() => getSingleDocument("redemption_code_texts", locale)).catch(() => null);
  return document?.data ?? null;
}

/** A redemption_code page (the campaign's code page) by uid, or null. */
export function findRedemptionPage(uid: string, locale: Locale): Promise<RedemptionCodeDocument | null> {
  return findDocument(() => getDocumentByUID("redemption_code", uid, locale));
}

/** Every redemption_code page in every language (the console's campaigns list). */
export function allRedemptionPages(): Promise<RedemptionCodeDocument[]> {
  return getAllDocuments("redemption_code", "*");
}
