import { timingSafeEqual } from "node:crypto";
import { revalidatePath, revalidateTag } from "next/cache";
import { NextResponse } from "next/server";
import { z } from "zod";
import { planPublication } from "@/content/publication";
import { clearRedirectTable } from "@/content/redirects";
import { getDb } from "@/server/db";
import { announceContentChange } from "@/server/content-channel";
import { purgeResponseCache } from "@/server/response-cache";
import { forgetDocumentPaths, knownDocumentPaths, recordPageMoves, releaseLivePaths, rememberDocumentPaths } from "@/server/moved-pages";
import { BodyTooLarge, readBodyText } from "@/server/security/body";

/** Prismic's webhook payloads are a few KiB. */
const WEBHOOK_MAX_BYTES = 32 * 1024;

/** Prismic's payload: the secret, and for a publication (`api-update`) the ids of the changed documents. */
const webhookBody = z
  .object({
    secret: z.string().min(1),
    type: z.string().optional(),
    documents: z.array(z.string().min(1).max(128)).max(10_000).optional().catch(undefined),
  })
  .loose();

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prismic webhook: after a publication, revalidates the cache tags of the documents it names (their
 * pages, the listings of their types, their translations' pages), so the rest of the site stays cached.
 * A page that moved (new uid, category or guide) redirects from its old path, and then everything is
 * revalidated, as is anything whose reach is unknown. Other instances hear of it through Redis.
 * Prismic sends the configured secret in the JSON body; without PRISMIC_WEBHOOK_SECRET, every request is refused.
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
  if (parsed.data.type === "test-trigger") return NextResponse.json({ revalidated: false, now: Date.now() });

  const db = await getDb().catch((error: unknown) => {
    console.error("[revalidate] the database is unavailable: moved pages are compared with this server's route index only", error);
    return null;
  });
  let plan;
  try {
    plan = await planPublication(parsed.data.documents, (ids) => (db ? knownDocumentPaths(db, ids).catch(() => new Map<string, string>()) : Promise.resolve(new Map())));
  } catch (error) {
    // The content cannot be read right now: refresh everything rather than miss the change.
    console.error("[revalidate] the publication could not be compared; revalidating everything", error);
    plan = { tags: ["prismic"], moves: [], live: [], seen: [], everything: "the content could not be read" };
  }
  if (db && (plan.moves.length > 0 || plan.seen.length > 0 || plan.unpublished?.length)) {
    try {
      // A page published where an earlier one moved away from takes its path back, then the new moves are kept,
      // and the pages' paths are remembered for the next publication.
      await releaseLivePaths(db, plan.live);
      await recordPageMoves(db, plan.moves);
      await rememberDocumentPaths(db, plan.seen, { replace: true });
      await forgetDocumentPaths(db, plan.unpublished ?? []);
      clearRedirectTable();
    } catch (error) {
      console.error("[revalidate] moved pages could not be recorded", error);
    }
  }
  if (plan.everything) {
    // Every page: served stale while each regenerates on its next request, so a burst of traffic is not all rendered at once.
    for (const tag of plan.tags) revalidateTag(tag, "max");
    revalidatePath("/", "layout");
  } else {
    // The changed pages: expired now, so the editor's next reload shows the publication.
    for (const tag of plan.tags) revalidateTag(tag, { expire: 0 });
  }
  // The pages the front keeps in memory are made again by Next, which now has the publication.
  purgeResponseCache();
  const announced = await announceContentChange();
  return NextResponse.json({ revalidated: true, tags: plan.tags, moved: plan.moves, everything: plan.everything ?? null, announced, now: Date.now() });
}
