import { JsonLd } from "./JsonLd";
import { siteUrl } from "@/config/site";
import { documentJsonLd } from "@/content/structured-data/document";

/** The JSON-LD a document's page describes itself with. */
export function DocumentJsonLd({ document }: { document: Parameters<typeof documentJsonLd>[0] }) {
  return (
    <>
      {documentJsonLd(document, siteUrl).map((node, index) => (
        <JsonLd key={index} data={node} />
      ))}
    </>
  );
}
