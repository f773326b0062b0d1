// The answers behind the proxy's lookups (src/routing/proxy-lookups.ts), from the content and the database:
// registered in process by a Node server, served at /api/routing/ for a proxy that runs elsewhere (Netlify's edge).
import { routeDocumentExists } from "@/content/exists";
import { findRedirect } from "@/content/redirects";
import { isDashboardKey } from "@/server/redemption/dashboard-link";
import type { PathLookup } from "./proxy-lookups";
import { matchPath } from "./routes";

/** A page path's redirect, and whether the document it names exists (a campaign dashboard: only for its signed key). */
export async function lookupPath(pathname: string, key: string | null): Promise<PathLookup> {
  const path = pathname.endsWith("/") ? pathname : `${pathname}/`;
  const redirect = await findRedirect(path);
  const match = matchPath(path);
  if (!match || match.route.id === "not_found") return { redirect, exists: false };
  if (match.route.id === "redemption_dashboard" && !isDashboardKey(match.params.uid ?? "", key)) return { redirect, exists: false };
  return { redirect, exists: await routeDocumentExists(match) };
}
