import "server-only";
import * as prismic from "@prismicio/client";
import { getDocumentsByIDs, isOfType } from "@/content/documents";
import { linkResolver } from "@/routing/link-resolver";

/** What a gated-content form hands out: the file, and the title of the document it is, in the page's language. */
export interface GatedDelivery {
  /** The id a download link is signed for: the page's, or the form_config's when no page names it. */
  documentId: string;
  file: prismic.FilledLinkToMediaField;
  url: string;
  /** The delivered document's title, as its page names it (null for a form's default reached without a page). */
  title: string | null;
}

const isMedia = (field: prismic.LinkField | null | undefined): field is prismic.FilledLinkToMediaField =>
  field?.link_type === "Media" && prismic.isFilled.linkToMedia(field);

/** A form_config's default document. */
async function formDefault(formLink: prismic.LinkField | null | undefined): Promise<prismic.FilledLinkToMediaField | null> {
  if (!formLink || formLink.link_type !== "Document" || !("id" in formLink) || !formLink.id) return null;
  const [config] = await getDocumentsByIDs([formLink.id]);
  return isOfType(config, "form_config") && isMedia(config.data.gated_content) ? config.data.gated_content : null;
}

/**
 * The file a gated form delivers for a document id (a form's hidden `content_uid`): a page's own PDF wins (a gated
 * ebook's or the book's `pdf_asset`); the form's `gated_content` is only the default of a page that has none, or of a
 * form_config named by itself (a form in the modal, with no page around it). Null for anything else.
 */
export async function findGatedDelivery(documentId: string): Promise<GatedDelivery | null> {
  const [document] = await getDocumentsByIDs([documentId]);
  if (!document) return null;
  const deliver = (file: prismic.FilledLinkToMediaField | null, title: string | null): GatedDelivery | null => {
    const url = file ? prismic.asLink(file, { linkResolver }) : null;
    return file && url ? { documentId: document.id, file, url, title } : null;
  };
  if (isOfType(document, "gated_ebook_lp")) {
    const title = document.data.title || document.data.name || null;
    return deliver(isMedia(document.data.pdf_asset) ? document.data.pdf_asset : await formDefault(document.data.header_form_config), title);
  }
  if (isOfType(document, "collaborative_learning_book")) {
    return deliver(isMedia(document.data.pdf_asset) ? document.data.pdf_asset : await formDefault(document.data.form), document.data.title || null);
  }
  if (isOfType(document, "form_config")) return deliver(isMedia(document.data.gated_content) ? document.data.gated_content : null, null);
  return null;
}
