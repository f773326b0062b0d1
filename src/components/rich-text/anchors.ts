import * as prismic from "@prismicio/client";

/** URL-safe anchor from heading text: accents folded ("Überblick" → "uberblick"), lowercase, dashes. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/['’]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

export interface HeadingAnchor {
  id: string;
  text: string;
  level: 2 | 3;
}

type AnchoredNode = prismic.RTHeading2Node | prismic.RTHeading3Node;

/** Ids of the h2 and h3 nodes of a field, unique within it ("intro", "intro-2", ...). */
export function anchorIds(field: prismic.RichTextField | null | undefined): Map<prismic.RTNode, HeadingAnchor> {
  const ids = new Map<prismic.RTNode, HeadingAnchor>();
  const used = new Set<string>();
  for (const node of field ?? []) {
    if (node.type !== prismic.RichTextNodeType.heading2 && node.type !== prismic.RichTextNodeType.heading3) continue;
    const heading = node as AnchoredNode;
    const base = slugify(heading.text) || "section";
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    ids.set(node, { id, text: heading.text, level: heading.type === prismic.RichTextNodeType.heading2 ? 2 : 3 });
  }
  return ids;
}

/** The h2/h3 anchors of a field in document order, for a table of contents. */
export function headingAnchors(field: prismic.RichTextField | null | undefined): HeadingAnchor[] {
  return [...anchorIds(field).values()];
}
