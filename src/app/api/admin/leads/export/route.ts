// GET /api/admin/leads/export/?format=csv|xlsx&<filters>: the filtered leads as a download (see exportLeads).
import { exportLeads } from "@/server/admin/data-routes";
import { adminRoutes } from "@/server/admin/session";

export const dynamic = "force-dynamic";

export const { GET, HEAD, POST, PUT, DELETE, PATCH, OPTIONS } = adminRoutes({ GET: exportLeads });
