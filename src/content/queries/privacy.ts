import "server-only";
import type { PrivacyAndSecuritySectionDocument } from "../../../prismicio-types";
import { getDocumentsByIDs, isOfType } from "@/content/documents";

/** The privacy_and_security_section documents among some ids, by id (other types and unknown ids left out). */
export async function getPrivacySections(ids: string[]): Promise<Map<string, PrivacyAndSecuritySectionDocument>> {
  const documents = await getDocumentsByIDs(ids);
  return new Map(documents.filter((document) => isOfType(document, "privacy_and_security_section")).map((document) => [document.id, document]));
}
