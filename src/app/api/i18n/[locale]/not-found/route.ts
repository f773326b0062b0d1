import { NextResponse } from "next/server";
import { draftMode } from "next/headers";
import { loadNotFound } from "@/content/queries/not-found";
import { isLocale } from "@/routing/locales";

// Rendered per request (the content query itself is in the tagged data cache), so that our own
// Cache-Control header is what the browser and CDN see.
export const dynamic = "force-dynamic";

/**
 * `/_i18n/{locale}/not-found.json`: the 404 page's title, subtitle and cards as data, for the error
 * boundary, which shows them around a fatal error (it runs in the browser and cannot query content).
 */
export async function GET(_request: Request, { params }: RouteContext<"/api/i18n/[locale]/not-found">) {
  const { locale } = await params;
  if (!isLocale(locale)) {
    return NextResponse.json(
      { error: { code: "UNKNOWN_LOCALE", message: `Unknown locale '${locale}'` } },
      { status: 404, headers: { "Cache-Control": "no-cache" } },
    );
  }
  const [{ model, fromContent }, draft] = await Promise.all([loadNotFound(locale), draftMode()]);
  // A preview's unpublished content, or the stand-in of a failed content query, is not for a shared cache.
  const cacheable = fromContent && !draft.isEnabled;
  return NextResponse.json(model, {
    headers: { "Cache-Control": cacheable ? "public, max-age=300, s-maxage=300, stale-while-revalidate=86400" : "private, no-store" },
  });
}
