import * as prismic from "@prismicio/client";
import type { CaseStudyDocument, GatedEbookLpDocument, GuidePageDocument, ResourcesHubDocument } from "../../../prismicio-types";
import { linkResolver } from "@/routing/link-resolver";

/** The title and image field of each type a featured resource may link to. */
const resourceFields: Record<string, { title: string; image: string }> = {
  blog_article: { title: "title", image: "thumbnail" },
  gated_ebook_lp: { title: "title", image: "cover" },
  case_study: { title: "title", image: "illustration" },
  webinar: { title: "title", image: "default_thumbnail" },
  guide_page: { title: "title", image: "thumbnail" },
  live_event: { title: "title", image: "thumbnail" },
  studio: { title: "title", image: "thumbnail" },
  certification: { title: "title", image: "thumbnail" },
  collaborative_learning_book: { title: "title", image: "cover" },
};

/** The linked fields the resources hub fetches so its featured cards can show each resource's title and image. */
export const RESOURCE_FETCH_LINKS = Object.entries(resourceFields).flatMap(([type, fields]) => [`${type}.${fields.title}`, `${type}.${fields.image}`]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** A fetched linked field is a filled image when it has a URL (what `isFilled.image` checks). */
function isFilledImage(value: unknown): value is prismic.FilledImageFieldImage {
  return isRecord(value) && !!value.url;
}

/** The resources hub's featured picks with a title, as cards (broken and untitled links are left out). */
export function featuredCards(hub: ResourcesHubDocument) {
  return hub.data.featured_resources.flatMap((entry, index) => {
    const link = entry.resource;
    if (!prismic.isFilled.contentRelationship(link) || link.isBroken) return [];
    const fields = resourceFields[link.type];
    const data = isRecord(link.data) ? link.data : {};
    const title = fields ? data[fields.title] : undefined;
    if (typeof title !== "string" || !title) return [];
    const image = fields ? data[fields.image] : undefined;
    return [{ key: `${link.id}-${index}`, href: linkResolver(link), title, label: entry.label, image: isFilledImage(image) ? image : null }];
  });
}

/** A guide's card on the resources hub. */
export function guideCard(guide: GuidePageDocument) {
  return { key: guide.id, href: linkResolver(guide), title: guide.data.title || guide.data.guide_name || "", image: guide.data.thumbnail, text: prismic.asText(guide.data.description) };
}

/** An ebook's card on the resources hub: the first paragraph of its description. */
export function ebookCard(ebook: GatedEbookLpDocument) {
  return { key: ebook.id, href: linkResolver(ebook), title: ebook.data.title || ebook.data.name || "", image: ebook.data.cover, text: prismic.asText(ebook.data.description).split("\n")[0] };
}

/** What every case study card shows; the featured one and the grid differ only in emphasis. */
export function caseStudyCard(study: CaseStudyDocument) {
  return {
    href: linkResolver(study),
    title: study.data.title ?? "",
    image: study.data.illustration,
    eyebrow: study.data.company_name,
    text: study.data.description,
  };
}
