import type * as prismic from "@prismicio/client";
import Link from "next/link";
import type { AnchorHTMLAttributes, ReactNode } from "react";
import { resolveHref } from "@/routing/href";

export type ContentLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  field?: prismic.LinkField | prismic.PrismicDocument | null;
  /** A path or URL used when there is no field. */
  href?: string;
  children: ReactNode;
};

function isInternal(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

/**
 * A link to content: internal paths through next/link (prefetched), external ones with
 * `rel="noopener noreferrer"`. An empty link renders its children without an anchor.
 */
export function ContentLink({ field, href: given, children, target, rel, ...rest }: ContentLinkProps) {
  const href = given ?? resolveHref(field);
  if (!href) return <span className={rest.className}>{children}</span>;
  if (isInternal(href)) {
    return (
      <Link prefetch={false} href={href} {...rest}>
        {children}
      </Link>
    );
  }
  const opensNewTab = target ?? (field && "target" in field ? (field.target as string | undefined) : undefined);
  return (
    <a href={href} target={opensNewTab} rel={rel ?? "noopener noreferrer"} {...rest}>
      {children}
    </a>
  );
}
