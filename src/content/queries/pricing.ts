import "server-only";
import * as prismic from "@prismicio/client";
import type { ComparativeTableConfigDocument } from "../../../prismicio-types";
import { getDocumentsByIDs, isOfType } from "@/content/documents";

/** The comparative_table_config the page links to, loaded whole (rows are a group). */
export async function findComparativeTable(link: prismic.ContentRelationshipField): Promise<ComparativeTableConfigDocument | null> {
  if (!prismic.isFilled.contentRelationship(link)) return null;
  const [document] = await getDocumentsByIDs([link.id]);
  return isOfType(document, "comparative_table_config") ? document : null;
}
