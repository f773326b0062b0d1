import "server-only";
import type { CaseStudyDocument, PartnerDocument } from "../../../prismicio-types";
import { getAllDocuments } from "@/content/documents";
import type { Locale } from "@/routing/locales";

/** What a case study's card and the tag filter read: every case study's full body would be many times larger. */
const CASE_STUDY_CARD_QUERY = `{
  case_study {
    title
    illustration
    company_name
    description
    reading_time
    is_hidden
    tags {
      tag {
        ...on tag {
          label
        }
      }
    }
  }
}`;

/** Every case study of a locale, newest first, with only what its card and the tag filter read. */
export function getCaseStudyCards(locale: Locale): Promise<CaseStudyDocument[]> {
  return getAllDocuments("case_study", locale, { graphQuery: CASE_STUDY_CARD_QUERY, orderings: [{ field: "document.first_publication_date", direction: "desc" }] });
}

/** Every partner of a locale, by name. */
export function getPartners(locale: Locale): Promise<PartnerDocument[]> {
  return getAllDocuments("partner", locale, { orderings: [{ field: "my.partner.name" }] });
}
