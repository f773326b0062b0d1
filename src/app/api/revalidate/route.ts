import { timingSafeEqual } from "node:crypto";
import { revalidatePath, revalidateTag } from "next/cache";
import { NextResponse } from "next/server";
import { z } from "zod";
import { PRISMIC_CACHE_TAG, refreshEmbeddedContent } from "@/content/client";
import { clearContentCache } from "@/content/documents";
import { clearRouteIndex } from "@/content/exists";
import { clearRedirectTable } from "@/content/redirects";
import { BodyTooLarge, readBodyText } from "@/server/security/body";

/** Prismic's webhook payloads are a few KiB. */
const WEBHOOK_MAX_BYTES = 32 * 1024;

const webhookBody = z.object({ secret: z.string().min(1) }).loose();

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prismic webhook: refreshes every page after a publication. Prismic sends the configured secret
 * in the JSON body; without PRISMIC_WEBHOOK_SECRET configured, every request is refused.
 */
export async function POST(request: Request) {
  const expected = process.env.PRISMIC_WEBHOOK_SECRET;
  let body: unknown;
  try {
    body = JSON.parse(await readBodyText(request, WEBHOOK_MAX_BYTES));
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      return NextResponse.json({ error: { code: "PAYLOAD_TOO_LARGE", message: "The body is too large." } }, { status: 413 });
    }
    return NextResponse.json({ error: { code: "INVALID_JSON", message: "The body must be JSON." } }, { status: 400 });
  }
  const parsed = webhookBody.safeParse(body);
  if (!expected || !parsed.success || !sameSecret(parsed.data.secret, expected)) {
    return NextResponse.json({ error: { code: "UNAUTHORIZED", message: "Invalid webhook secret." } }, { status: 401 });
  }
  await refreshEmbeddedContent();
  clearContentCache();
  clearRedirectTable();
  clearRouteIndex();
  revalidateTag(PRISMIC_CACHE_TAG, "max");
  revalidatePath("/", "layout");
  return NextResponse.json({ revalidated: true, now: Date.now() });
}
