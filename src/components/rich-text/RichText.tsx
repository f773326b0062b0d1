import * as prismic from "@prismicio/client";
import { PrismicRichText, type RichTextComponents } from "@prismicio/react";
import type { ReactNode } from "react";
import { ContentLink } from "@/components/content-link/ContentLink";
import { ContentImage } from "@/components/image/ContentImage";
import { LazyWistiaVideo } from "@/components/video/LazyWistiaVideo";
import { anchorIds, slugify, type HeadingAnchor } from "./anchors";
import { LazyEmbedFacade } from "./LazyEmbedFacade";
import { embedHref, embedPlayer } from "./embed-providers";

export interface RichTextProps {
  field: prismic.RichTextField | null | undefined;
  /** Extra classes on the wrapper; spacing between blocks comes from the wrapper. */
  className?: string;
  /** Rendered when the field is empty. */
  fallback?: ReactNode;
}

const headingClasses = {
  1: "text-4xl font-bold tracking-tight text-balance",
  2: "mt-10 scroll-mt-28 text-3xl font-bold tracking-tight text-balance",
  3: "mt-8 scroll-mt-28 text-2xl font-semibold text-balance",
  4: "mt-6 text-xl font-semibold",
  5: "mt-6 text-lg font-semibold",
  6: "mt-6 text-base font-semibold uppercase tracking-wide",
} as const;

/** Label spans: one class per label name, known labels styled. */
const labelStyles: Record<string, string> = {
  highlight: "rounded bg-green/10 px-1 text-green-dark",
  code: "rounded bg-cloud px-1 font-mono text-[0.9em]",
};

function Embed({ node }: { node: prismic.RTEmbedNode }) {
  const oembed = node.oembed;
  const title = oembed.title || oembed.provider_name || "Embedded content";
  const player = embedPlayer(oembed);
  if (player?.provider === "wistia") return <LazyWistiaVideo id={player.id} title={title} className="my-8" />;
  if (player) {
    return (
      <div className="my-8" data-oembed-type={oembed.type}>
        <LazyEmbedFacade player={player} providerName={oembed.provider_name || player.provider} title={title} />
      </div>
    );
  }
  const href = embedHref(oembed);
  if (!href) return null;
  return (
    <p className="my-6">
      <a href={href} rel="noopener noreferrer" target="_blank" className="font-semibold text-green underline underline-offset-4">
        {title}
      </a>
    </p>
  );
}

/** The serializer: one component per rich-text node type of the spec. */
export function richTextComponents(anchors: Map<prismic.RTNode, HeadingAnchor>): RichTextComponents {
  const anchorId = (node: prismic.RTNode) => anchors.get(node)?.id ?? slugify((node as { text?: string }).text ?? "");
  return {
    heading1: ({ children }) => <h1 className={headingClasses[1]}>{children}</h1>,
    heading2: ({ node, children }) => (
      <h2 id={anchorId(node)} className={headingClasses[2]}>
        {children}
      </h2>
    ),
    heading3: ({ node, children }) => (
      <h3 id={anchorId(node)} className={headingClasses[3]}>
        {children}
      </h3>
    ),
    heading4: ({ children }) => <h4 className={headingClasses[4]}>{children}</h4>,
    heading5: ({ children }) => <h5 className={headingClasses[5]}>{children}</h5>,
    heading6: ({ children }) => <h6 className={headingClasses[6]}>{children}</h6>,
    paragraph: ({ children }) => <p className="mt-4 leading-relaxed">{children}</p>,
    preformatted: ({ node }) => (
      <pre className="mt-6 overflow-x-auto rounded-xl bg-ink p-4 font-mono text-sm text-white">
        <code>{node.text}</code>
      </pre>
    ),
    strong: ({ children }) => <strong className="font-semibold">{children}</strong>,
    em: ({ children }) => <em>{children}</em>,
    list: ({ children }) => <ul className="mt-4 list-disc space-y-2 pl-6">{children}</ul>,
    oList: ({ children }) => <ol className="mt-4 list-decimal space-y-2 pl-6">{children}</ol>,
    listItem: ({ children }) => <li className="pl-1">{children}</li>,
    oListItem: ({ children }) => <li className="pl-1">{children}</li>,
    image: ({ node }) => {
      const image = <ContentImage field={node as prismic.ImageField} sizes="(min-width: 768px) 720px, 100vw" className="h-auto w-full rounded-2xl" />;
      return (
        <figure className="my-8">
          {prismic.isFilled.link(node.linkTo) ? <ContentLink field={node.linkTo}>{image}</ContentLink> : image}
        </figure>
      );
    },
    embed: ({ node }) => <Embed node={node} />,
    hyperlink: ({ node, children }) => (
      <ContentLink field={node.data} className="font-semibold text-green underline underline-offset-4 hover:text-green-dark">
        {children}
      </ContentLink>
    ),
    label: ({ node, children }) => {
      const name = slugify(node.data.label) || "label";
      return <span className={`label-${name} ${labelStyles[name] ?? ""}`.trim()}>{children}</span>;
    },
  };
}

/** Content rich text: every node type, h2/h3 anchors unique per field, links through the resolver. */
export function RichText({ field, className, fallback }: RichTextProps) {
  if (!prismic.isFilled.richText(field)) return fallback ? <>{fallback}</> : null;
  return (
    <div className={className}>
      <PrismicRichText field={field} components={richTextComponents(anchorIds(field))} />
    </div>
  );
}
