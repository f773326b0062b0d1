import { serializeJsonLd, type JsonLdNode } from "@/content/structured-data";

/** One JSON-LD data block (not executed, so the CSP's script hashes don't concern it). */
export function JsonLd({ data }: { data: JsonLdNode | null | undefined }) {
  if (!data) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
