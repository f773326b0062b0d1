import { PrismicRichText } from "@prismicio/react";
import type { ReactNode } from "react";
import { linkResolver } from "@/routing/link-resolver";
import type { FormBundle } from "@/lib/forms/bundle";

/**
 * A form_config's body (the text above the fields), rendered by whoever holds the bundle: on the server for a
 * page's forms, so the form's code in the browser carries no rich-text renderer nor route table; in the modal's own
 * chunk for the modal. Undefined when the body is empty.
 */
export function formIntro(bundle: FormBundle): ReactNode | undefined {
  const { body } = bundle.config;
  return body.length > 0 ? <PrismicRichText field={body} linkResolver={linkResolver} /> : undefined;
}

/** A page's form as a server component hands it to the browser: the body rendered here, and not sent twice. */
export function withIntro(bundle: FormBundle): { bundle: FormBundle; intro: ReactNode | undefined } {
  return { bundle: { ...bundle, config: { ...bundle.config, body: [] } }, intro: formIntro(bundle) };
}
