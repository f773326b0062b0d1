import type { PrismicDocument } from "@prismicio/client";
import { fillPlaceholder } from "./placeholders";

/**
 * A document with the placeholders its copy may use filled from its own content, so every reader
 * (its page, its meta tags, site search) says the same true thing. The maturity model's
 * `{themeCount}` is the number of its themes.
 */
export function withComputedCopy<T extends PrismicDocument>(document: T): T {
  if (document.type === "maturity_model") {
    const themes = (document.data as { themes?: unknown }).themes;
    return fillPlaceholder(document, "themeCount", String(Array.isArray(themes) ? themes.length : 0));
  }
  return document;
}
