import * as prismic from "@prismicio/client";
import type { ReactNode } from "react";
import { checkContent } from "@/components/cta/content-validation";

export interface HeadingProps {
  /** The heading text from content: a key text or a rich-text (title) field. */
  field?: prismic.KeyTextField | prismic.RichTextField | null;
  children?: ReactNode;
  as?: "h1" | "h2" | "h3" | "h4" | "h5" | "h6";
  id?: string;
  className?: string;
}

function fieldText(field: HeadingProps["field"]): string {
  if (!field) return "";
  return typeof field === "string" ? field.trim() : prismic.asText(field).trim();
}

/** Spec section 5: a heading needs a content field or children. */
export function headingProblems({ field, children }: HeadingProps): string[] {
  const hasChildren = children !== undefined && children !== null && children !== false && children !== "";
  return fieldText(field) || hasChildren ? [] : ["a content field or children is required"];
}

/** A section heading from content. Empty content throws in development and renders nothing in production. */
export function Heading(props: HeadingProps) {
  if (!checkContent("Heading", headingProblems(props))) return null;
  const { field, children, as: Tag = "h2", id, className } = props;
  return (
    <Tag id={id} className={className ?? "text-3xl font-bold tracking-tight text-balance lg:text-4xl"}>
      {children ?? fieldText(field)}
    </Tag>
  );
}
