import { createHash, timingSafeEqual } from "node:crypto";
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
import { clientKey } from "@/server/security/client-identity";
import { rateLimits, type LimitRule, type RateLimitDecision } from "@/server/limits";
import { logger } from "@/lib/log";

const log = logger("revalidate");

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

/** Wrong secrets a client may send per 10 minutes; past them it gets 429, whatever it sends, until they age out. */
const WEBHOOK_FAILURE_LIMIT: LimitRule = { name: "webhook-secret-failures", max: 10, windowMs: 10 * 60_000 };

/** Compared in constant time, their lengths included: both sides are hashed to 32 bytes first. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function throttled(decision: RateLimitDecision): NextResponse {
  return NextResponse.json(
    { error: { code: "RATE_LIMITED", message: "Too many wrong webhook secrets. Try again later." } },
    { status: 429, headers: { "retry-after": String(decision.retryAfterSeconds), "cache-control": "no-store" } },
  );
}

/**
 * Prismic webhook: after a publication, revalidates the cache tags of the documents it names (their
 * pages, the listings of their types, their translations' pages), so the rest of the site stays cached.
 * A page that moved (new uid, category or guide) redirects from its old path, and then everything is
 * revalidated, as is anything whose reach is unknown; a document the site never knew revalidates only what read
 * its id (nothing). Other instances hear of it through Redis.
 * Prismic sends the configured secret in the JSON body; without PRISMIC_WEBHOOK_SECRET, every request is refused.
 * A client that sent 10 wrong secrets (or malformed bodies) in 10 minutes gets 429, whatever it sends, until they age out.
 */
export async function revalidateWebhook(request: Request) {
  const expected = process.env.PRISMIC_WEBHOOK_SECRET;
  // Only failures are counted, and a client past its budget is refused before its secret is looked at.
  const client = clientKey(request);
  const store = rateLimits().store;
  // A store that cannot count (the database down) does not stop a publication: the secret is still compared.
  const uncounted = (error: unknown): RateLimitDecision => {
    log.error("wrong webhook secrets could not be counted", { err: error });
    return { allowed: true, retryAfterSeconds: 0 };
  };
  const budget = await store.peek(WEBHOOK_FAILURE_LIMIT, client).catch(uncounted);
  if (!budget.allowed) return throttled(budget);
  /** A request without the right secret: counted, and answered 429 once past the budget. */
  const refuse = async (status: number, code: string, message: string) => {
    const counted = await store.hit(WEBHOOK_FAILURE_LIMIT, client).catch(uncounted);
    return counted.allowed ? NextResponse.json({ error: { code, message } }, { status }) : throttled(counted);
  };
  let body: unknown;
  try {
    body = JSON.parse(await readBodyText(request, WEBHOOK_MAX_BYTES));
  } catch (error) {
    if (error instanceof BodyTooLarge) return refuse(413, "PAYLOAD_TOO_LARGE", "The body is too large.");
    return refuse(400, "INVALID_JSON", "The body must be JSON.");
  }
  const parsed = webhookBody.safeParse(body);
  if (!expected || !parsed.success || !sameSecret(parsed.data.secret, expected)) return refuse(401, "UNAUTHORIZED", "Invalid webhook secret.");
  if (parsed.data.type === "test-trigger") return NextResponse.json({ revalidated: false, now: Date.now() });

  const db = await getDb().catch((error: unknown) => {
    log.error("the database is unavailable: moved pages are compared with this server's route index only", { err: error });
    return null;
  });
  let plan;
  try {
    plan = await planPublication(parsed.data.documents, (ids) => (db ? knownDocumentPaths(db, ids).catch(() => new Map<string, string>()) : Promise.resolve(new Map())));
  } catch (error) {
    // The content cannot be read right now: refresh everything rather than miss the change.
    log.error("the publication could not be compared; revalidating everything", { err: error });
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
      log.error("moved pages could not be recorded", { err: error });
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
  if (plan.unknown) log.info("the publication names documents the content never had: nothing of theirs is revalidated", { unknown: plan.unknown.slice(0, 20) });
  return NextResponse.json({ revalidated: true, tags: plan.tags, moved: plan.moves, everything: plan.everything ?? null, unknown: plan.unknown ?? [], announced, now: Date.now() });
}
