// GET /api/admin/session/: 204 for a signed-in admin (with the session's refreshed cookie), the bare 404 for anyone
// else. The proxy asks it before it lets a request into /admin when it runs away from the database (Netlify's edge).
import { adminRoutes } from "@/server/admin/session";

export const dynamic = "force-dynamic";

export const { GET, HEAD, POST, PUT, DELETE, PATCH, OPTIONS } = adminRoutes({ GET: async () => new Response(null, { status: 204 }) });
