import type { EmbeddedContent } from "./repository";

/**
 * Where gated documents are linked: a form_config's download after the form, the ebook page's own PDF, and the book's
 * when a form hands it out (without one, the book page offers its PDF as a plain download).
 */
function gatedField(document: EmbeddedContent["documents"][number]): unknown {
  if (document.type === "form_config") return document.data.gated_content;
  if (document.type === "gated_ebook_lp") return document.data.pdf_asset;
  const form = document.data.form as { link_type?: unknown; id?: unknown } | null | undefined;
  if (document.type === "collaborative_learning_book" && form?.link_type === "Document" && form.id) return document.data.pdf_asset;
  return null;
}

const cache = new WeakMap<EmbeddedContent, Set<string>>();

function mediaUrl(field: unknown): string | null {
  const link = field as { link_type?: unknown; url?: unknown } | null;
  return link?.link_type === "Media" && typeof link.url === "string" && link.url !== "" ? link.url : null;
}

/** The asset URLs that only a stored lead may download (served by a signed link, never as a plain asset). */
export function gatedAssetUrls(content: EmbeddedContent): Set<string> {
  let urls = cache.get(content);
  if (!urls) {
    urls = new Set();
    for (const document of content.documents) {
      const url = mediaUrl(gatedField(document));
      if (url) urls.add(url);
    }
    cache.set(content, urls);
  }
  return urls;
}

/** A copy of a Content API answer where every link to a gated asset is an empty link, wherever it appears. */
export function redactGatedLinks<T>(value: T, gated: Set<string>): T {
  if (gated.size === 0) return value;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== "object") return node;
    const url = mediaUrl(node);
    if (url && gated.has(url)) return { link_type: "Any" };
    return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
  };
  return walk(value) as T;
}
