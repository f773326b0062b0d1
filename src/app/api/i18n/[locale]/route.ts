import { NextResponse } from "next/server";
import { loadMessages } from "@/i18n/messages";
import { isLocale } from "@/routing/locales";

// Rendered per request so that our own Cache-Control header is what the browser and CDN see.
export const dynamic = "force-dynamic";

/** `/_i18n/{locale}/messages.json`: the interface strings of a locale, cached for 24 hours. */
export async function GET(_request: Request, { params }: RouteContext<"/api/i18n/[locale]">) {
  const { locale } = await params;
  if (!isLocale(locale)) {
    return NextResponse.json(
      { error: { code: "UNKNOWN_LOCALE", message: `Unknown locale '${locale}'` } },
      { status: 404, headers: { "Cache-Control": "no-cache" } },
    );
  }
  return NextResponse.json(await loadMessages(locale), {
    headers: { "Cache-Control": "public, max-age=86400, stale-while-revalidate=3600" },
  });
}
