import * as prismic from "@prismicio/client";
import { useTranslations } from "next-intl";
import { ContentLink } from "@/components/content-link/ContentLink";
import { ContentImage } from "@/components/image/ContentImage";
import { resolveHref } from "@/routing/href";

interface LinkedAuthor {
  name?: string | null;
  job?: string | null;
  portrait?: prismic.ImageField;
}

/** The article's author: portrait, name, job and a link to their page (from the author link's fetched fields). */
export function AuthorCard({ field, className }: { field: prismic.ContentRelationshipField<"author">; className?: string }) {
  const t = useTranslations("blog");
  if (!prismic.isFilled.contentRelationship(field) || field.isBroken) return null;
  const author = ((field as { data?: LinkedAuthor }).data ?? {}) as LinkedAuthor;
  if (!author.name) return null;
  return (
    <div className={`flex items-center gap-4 ${className ?? ""}`}>
      <ContentImage field={author.portrait} alt="" sizes="56px" width={56} height={56} className="size-14 shrink-0 rounded-full object-cover" />
      <div>
        <p className="text-sm text-stone">{t("aboutAuthor")}</p>
        <p className="font-bold">
          <ContentLink href={resolveHref(field) ?? undefined} className="hover:underline">
            {author.name}
          </ContentLink>
        </p>
        {author.job ? <p className="text-sm text-stone">{author.job}</p> : null}
      </div>
    </div>
  );
}
