import { PATH_FIELDS } from "@/routing/link-resolver";

/** The fields paths are built from (`PATH_FIELDS`) as Prismic's `fetchLinks` / `fetch` (`type.field`): fetched with every document. */
export const PATH_FETCH_LINKS: readonly string[] = Object.entries(PATH_FIELDS).map(([type, field]) => `${type}.${field}`);
