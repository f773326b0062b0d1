import type * as prismic from "@prismicio/client";
import type { FormConfigDocument } from "../../../prismicio-types";
import { browserIntegrations } from "@/config/form-integrations";
import { findFormConfig, formBundle } from "@/content/queries/forms";
import type { Locale } from "@/routing/locales";
import { withIntro } from "./intro";
import { DeferredFormView } from "./DeferredFormView";
import type { FormContext, FormPlacement } from "./types";

export interface ContentFormProps {
  /** The form_config document, or a link field to one (fetched by id then). */
  formConfig: FormConfigDocument | prismic.LinkField | null | undefined;
  /** The page's locale: labels, messages and the submission's language. */
  locale: Locale;
  /** page: a form page's main form; header: a feature or ebook page header; modal: the form modal. */
  placement?: FormPlacement;
  /** Hidden values the page knows: `groupId` (course), `assessment_id`, `content_name` (gated content). */
  context?: FormContext;
}

function isDocument(value: ContentFormProps["formConfig"]): value is FormConfigDocument {
  return Boolean(value && "data" in value && (value as { type?: string }).type === "form_config");
}

/**
 * A form from content, for server components (pages): reads the form_config and the
 * `form_validation_texts` singleton at build time and renders the client form. The gated content's
 * URL is not sent to the browser: it is handed out after a stored submission. Renders nothing for
 * an empty or broken link. Client code wanting `onCompleted` renders `<FormView>` with a bundle.
 */
export async function ContentForm({ formConfig, locale, placement = "page", context }: ContentFormProps) {
  let document: FormConfigDocument | null = null;
  if (isDocument(formConfig)) document = formConfig;
  else if (formConfig && formConfig.link_type === "Document" && "id" in formConfig && formConfig.id && !("isBroken" in formConfig && formConfig.isBroken)) {
    document = await findFormConfig(formConfig.id);
  }
  if (!document) return null;
  const { bundle, intro } = withIntro(await formBundle(document, locale, browserIntegrations()));
  return <DeferredFormView bundle={bundle} intro={intro} placement={placement} context={context} />;
}
