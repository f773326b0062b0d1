// POST /api/admin/sign-out/ (the console's form: `scope=everywhere` ends every session of the address): ends the
// session, removes the cookie, audits, and returns to the sign-in page.
import { ADMIN_SIGN_IN_PATH } from "@/server/admin/auth";
import { adminRoutes, clearedSessionCookie, signOut, type AdminHandler } from "@/server/admin/session";

export const dynamic = "force-dynamic";

const signOutHere: AdminHandler = async (request, session) => {
  const form = await request.formData().catch(() => null);
  const everywhere = form?.get("scope") === "everywhere";
  await signOut(session, { everywhere });
  const headers = new Headers({ location: new URL(`${ADMIN_SIGN_IN_PATH}?signed-out=${everywhere ? "everywhere" : "1"}`, request.url).toString() });
  headers.append("set-cookie", clearedSessionCookie());
  return new Response(null, { status: 303, headers });
};

export const { GET, HEAD, POST, PUT, DELETE, PATCH, OPTIONS } = adminRoutes({ POST: signOutHere });
