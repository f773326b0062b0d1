// GET /api/admin/leads/export/?format=csv|xlsx&<filters>: the filtered leads as a download (see exportLeads).
import { exportLeads } from "@/server/admin/data-routes";
import { adminRoute } from "@/server/admin/session";

export const dynamic = "force-dynamic";

export const GET = adminRoute(exportLeads);
