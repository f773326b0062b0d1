import { refreshEmbeddedContent } from "./client";
import { forgetContentVersion } from "./content-version";
import { clearRouteIndex, currentRouteIndex } from "./exists";
import { clearRedirectTable } from "./redirects";
import { currentStates, MAX_TARGETED_DOCUMENTS, planRevalidation, type RevalidationPlan } from "./revalidation";

/**
 * Drops this process's content tables (route index, redirects) and re-reads embedded content; the next query reads
 * the content's version anew. The route index is listed again at once, not at the next page request: the next
 * publication is compared with it, and a publication compared with an index listed after the change would miss a
 * page that moved.
 */
export async function forgetContentTables(): Promise<void> {
  await refreshEmbeddedContent();
  forgetContentVersion();
  clearRouteIndex();
  clearRedirectTable();
  void currentRouteIndex();
}

/**
 * What a publication of `ids` changed: the route index before it (listed at start or after the previous
 * publication, and read before the embedded content is re-read) and the paths publications last saw
 * (`knownPaths`, from the database), against the content after it. The tables are dropped and the index
 * listed anew on the way.
 */
export async function planPublication(
  ids: string[] | undefined,
  knownPaths: (ids: string[]) => Promise<Map<string, string>> = async () => new Map(),
): Promise<RevalidationPlan> {
  const targeted = ids && ids.length > 0 && ids.length <= MAX_TARGETED_DOCUMENTS ? ids : undefined;
  const before = targeted ? await currentRouteIndex() : null;
  await forgetContentTables();
  if (!targeted) return planRevalidation(ids, []);
  if (!before) return planRevalidation(undefined, []);
  const [after, known] = await Promise.all([currentStates(targeted), knownPaths(targeted)]);
  const plan = planRevalidation(
    targeted,
    targeted.map((id) => ({ id, before: before.documents.get(id), after: after.get(id), knownPath: known.get(id) })),
  );
  // A remembered path another published page lives at now is that page's: never redirect it away.
  const index = await currentRouteIndex();
  if (index && plan.moves.length > 0) {
    const holders = new Map([...index.documents.values()].map((document) => [document.path, document.id]));
    plan.moves = plan.moves.filter((move) => (holders.get(move.from) ?? move.documentId) === move.documentId);
  }
  return plan;
}
