import { ImageResponse } from "next/og";
import { getTranslations } from "next-intl/server";
import { forEachRoutableDocumentPage, getDocumentsByIDs, routableField } from "@/content/documents";
import { BRAND, documentTitle, GENERATED_IMAGE_SIZE, socialImage } from "@/content/metadata";
import { routeForDocument } from "@/routing/link-resolver";
import { isLocale, localeFromPrismicLang } from "@/routing/locales";

/** Sharing image of a document without one of its own: title, type and brand. Made at build time, refreshed daily. */
export const revalidate = 86400;
// Only the documents known at build time: a made-up id is a 404 that must not leave a cache entry behind.
export const dynamicParams = false;

/** What a listing reads to tell whether a page has a sharing image of its own. */
const IMAGE_FIELDS = [...routableField("social_sharing_thumbnail"), ...routableField("thumbnail")];

export async function generateStaticParams() {
  const params: { locale: string; id: string }[] = [];
  await forEachRoutableDocumentPage(IMAGE_FIELDS, (documents) => {
    for (const document of documents) {
      const locale = localeFromPrismicLang(document.lang);
      if (locale && routeForDocument(document) && !socialImage(document.data)) params.push({ locale, id: document.id });
    }
  });
  return params;
}

const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const typeKeys = ["blog_article", "guide_article", "guide", "case_study", "event", "webinar", "partner"] as const;
type TypeKey = (typeof typeKeys)[number] | "page";

function notFound(): Response {
  return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
}

export async function GET(_request: Request, { params }: RouteContext<"/api/og/[locale]/[id]">) {
  const { locale, id } = await params;
  if (!isLocale(locale) || !DOCUMENT_ID.test(id)) return notFound();
  const [document] = await getDocumentsByIDs([id]).catch(() => []);
  if (!document || localeFromPrismicLang(document.lang) !== locale) return notFound();
  const t = await getTranslations({ locale, namespace: "discovery.types" });
  const routeId = document.type === "webinar" ? "webinar" : routeForDocument(document)?.route.id;
  const typeKey: TypeKey = (typeKeys as readonly string[]).includes(routeId ?? "") ? (routeId as TypeKey) : "page";
  const title = documentTitle(document).replace(new RegExp(`\\s*\\|\\s*${BRAND}$`), "");

  return new ImageResponse(
    (
      <div style={{ width: "100%", height: "100%", display: "flex", flexDirection: "column", justifyContent: "space-between", padding: 72, background: "#1d1838", color: "#ffffff" }}>
        <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
          <div style={{ width: 56, height: 56, borderRadius: 16, background: "#0d7a52", display: "flex", alignItems: "center", justifyContent: "center", fontSize: 36, fontWeight: 700 }}>
            {BRAND.charAt(0)}
          </div>
          <div style={{ fontSize: 36, fontWeight: 700 }}>{BRAND}</div>
        </div>
        <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
          {typeKey !== "page" ? (
            <div style={{ display: "flex", fontSize: 30, color: "#7be0b3", textTransform: "uppercase", letterSpacing: 2 }}>{t(typeKey)}</div>
          ) : null}
          <div style={{ display: "flex", fontSize: title.length > 70 ? 52 : 64, fontWeight: 700, lineHeight: 1.15 }}>{title.slice(0, 140)}</div>
        </div>
        <div style={{ display: "flex", height: 12, width: 240, background: "#0d7a52", borderRadius: 6 }} />
      </div>
    ),
    { ...GENERATED_IMAGE_SIZE, headers: { "cache-control": "public, max-age=86400, stale-while-revalidate=604800" } },
  );
}
