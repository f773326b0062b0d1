// The answers behind the proxy's lookups (src/routing/proxy-lookups.ts), from the content and the database:
// registered in process by a Node server, served at /api/routing/ for a proxy that runs elsewhere (Netlify's edge).
// In src/content, not src/routing: routing is the ground floor and never reaches the content or the database.
import type { PathLookup } from "@/routing/proxy-lookups";
import { matchPath } from "@/routing/routes";
import { isDashboardKey } from "@/server/redemption/dashboard-link";
import { routeDocumentExists } from "./exists";
import { findRedirect } from "./redirects";

/** A page path's redirect, and whether the document it names exists (a campaign dashboard: only for its signed key). */
export async function lookupPath(pathname: string, key: string | null): Promise<PathLookup> {
  const path = pathname.endsWith("/") ? pathname : `${pathname}/`;
  const redirect = await findRedirect(path);
  const match = matchPath(path);
  if (!match || match.route.id === "not_found") return { redirect, exists: false };
  if (match.route.id === "redemption_dashboard" && !isDashboardKey(match.params.uid ?? "", key)) return { redirect, exists: false };
  return { redirect, exists: await routeDocumentExists(match) };
}
