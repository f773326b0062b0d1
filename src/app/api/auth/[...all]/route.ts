// The console's sign-in (src/server/admin/README.md): the mail-link request, the OIDC start, and the auth library's
// link and OIDC callbacks. Never cached, never indexed.
import { handleAuthRequest } from "@/server/admin/auth-routes";

export const dynamic = "force-dynamic";

export { handleAuthRequest as GET, handleAuthRequest as POST };
