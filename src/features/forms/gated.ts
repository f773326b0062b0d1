import type { ClientFormConfig } from "@/lib/forms/bundle";
import type { FormContext } from "./types";

/**
 * The document whose file a gated form hands out: the page's own (the page names itself in `content_uid`), else the
 * form_config's default. The server resolves it the same way (src/content/queries/gated.ts). Null for other forms.
 */
export function gatedDocumentId(config: ClientFormConfig, context: FormContext = {}): string | null {
  if (config.formType !== "ebook") return null;
  return context.content_uid || (config.hasGatedContent ? config.id : null);
}
