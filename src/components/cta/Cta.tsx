import * as prismic from "@prismicio/client";
import type { ReactNode } from "react";
import { ContentLink } from "@/components/content-link/ContentLink";
import { ctaDataAttributes } from "@/features/analytics/cta";
import { isCtaType } from "@/lib/cta";
import { resolveHref } from "@/routing/href";
import { localeFromPrismicLang } from "@/routing/locales";
import { ctaClassName, type CtaStyle } from "./classes";
import { checkContent } from "./content-validation";
import { FormModalButton } from "./FormModalButton";

/** The link of a CTA (spec section 3): a content link field, or at least a url, link_type or uid. */
export type CtaLink = prismic.LinkField | { url?: string; link_type?: string; uid?: string };

export interface CtaProps extends CtaStyle {
  label?: string | null;
  children?: ReactNode;
  link: CtaLink | null | undefined;
  /** Analytics section id (`data-cta`). */
  sectionId: string;
  icon?: ReactNode;
}

/** Spec section 5: a label or children, a link with url, link_type or uid, a sectionId and a type. */
export function ctaProblems({ label, children, link, sectionId, type }: CtaProps): string[] {
  const problems: string[] = [];
  if (!label && (children === undefined || children === null || children === false || children === "")) problems.push("a label or children is required");
  const target = link as { url?: unknown; link_type?: unknown; uid?: unknown } | null | undefined;
  if (!target || typeof target !== "object" || !(target.url || target.link_type || target.uid)) problems.push("a link with url, link_type or uid is required");
  if (!sectionId) problems.push("a sectionId is required");
  if (!type) problems.push("a type is required");
  else if (!isCtaType(type)) problems.push(`unknown type '${String(type)}'`);
  return problems;
}

/** A link field pointing to a form_config document: the CTA opens the form modal instead of navigating. */
function formConfigLink(link: CtaLink | null | undefined): prismic.FilledContentRelationshipField | null {
  const field = link as prismic.LinkField | null | undefined;
  return field && field.link_type === "Document" && "type" in field && field.type === "form_config" && "id" in field && field.id
    ? (field as prismic.FilledContentRelationshipField)
    : null;
}

/**
 * A call to action from content. Links to a form_config document open the form modal (a small
 * client island); every other link renders as a link. Invalid content throws in development and
 * renders nothing in production.
 */
export function Cta(props: CtaProps) {
  if (!checkContent("Cta", ctaProblems(props))) return null;
  const { label, children, link, sectionId, type, icon, disabled } = props;
  const content = (
    <>
      {children ?? label}
      {icon ? <span aria-hidden="true">{icon}</span> : null}
    </>
  );
  const className = ctaClassName(props);
  const tracking = ctaDataAttributes({ sectionId, type: type ?? undefined });

  const form = formConfigLink(link);
  if (form) {
    return (
      <FormModalButton
        formConfigId={form.id}
        locale={localeFromPrismicLang(form.lang) ?? "en"}
        title={label ?? undefined}
        sectionId={sectionId}
        disabled={disabled}
        className={className}
        {...tracking}
      >
        {content}
      </FormModalButton>
    );
  }

  const field = link && "link_type" in link ? (link as prismic.LinkField) : null;
  const href = field ? resolveHref(field) : ((link as { url?: string } | null | undefined)?.url ?? null);
  if (!href || disabled) {
    return (
      <span className={className} aria-disabled="true" data-section-id={sectionId} {...tracking}>
        {content}
      </span>
    );
  }
  return (
    <ContentLink field={field} href={field ? undefined : href} className={className} data-section-id={sectionId} {...tracking}>
      {content}
    </ContentLink>
  );
}

/**
 * A CTA that links the form the page itself shows scrolls to it (`#anchor`) instead of opening the same form again in
 * the modal; any other CTA is left as it is.
 */
export function towardsOwnForm(cta: CtaProps | null, form: prismic.LinkField | null | undefined, anchor: string): CtaProps | null {
  const target = formConfigLink(cta?.link);
  if (!cta || !target || !form || form.link_type !== "Document" || !("id" in form) || form.id !== target.id) return cta;
  return { ...cta, link: { url: `#${anchor}` } };
}

/** CTA props from a content triplet (`<prefix>_label`, `_link`, `_type`); null when it is not filled in. */
export function ctaFromFields(
  label: prismic.KeyTextField | undefined,
  link: prismic.LinkField | undefined,
  type: prismic.SelectField | string | undefined,
  sectionId: string,
): CtaProps | null {
  if (!label || !link || !prismic.isFilled.link(link)) return null;
  return { label, link, type: type ?? "primary", sectionId };
}
