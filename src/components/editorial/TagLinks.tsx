import * as prismic from "@prismicio/client";
import { ContentLink } from "@/components/content-link/ContentLink";

/** Tag documents a page is linked to (fetched with `tag.label`), as linked chips. */
export function TagLinks({ entries, label, className }: { entries: { tag: prismic.ContentRelationshipField<"tag"> }[]; label: string; className?: string }) {
  const tags = tagsOf(entries);
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className={`flex flex-wrap gap-2 ${className ?? ""}`}>
      {tags.map((tag) => (
        <li key={tag.id}>
          <ContentLink field={tag.field} className="inline-flex min-h-11 items-center rounded-full bg-cloud px-4 text-sm font-semibold hover:underline">
            #{tag.label}
          </ContentLink>
        </li>
      ))}
    </ul>
  );
}

/** Filled, unbroken tag links with their fetched label. */
export function tagsOf(entries: { tag: prismic.ContentRelationshipField<"tag"> }[]) {
  return entries.flatMap((entry) => {
    const field = entry.tag;
    if (!prismic.isFilled.contentRelationship(field) || field.isBroken) return [];
    const label = (field as { data?: { label?: unknown } }).data?.label;
    return typeof label === "string" && label ? [{ id: field.id, label, field }] : [];
  });
}
