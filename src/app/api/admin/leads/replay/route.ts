// POST /api/admin/leads/replay/: replays a lead's parked or given-up deliveries from its page (see replayLead).
import { replayLead } from "@/server/admin/data-routes";
import { adminRoutes } from "@/server/admin/session";

export const dynamic = "force-dynamic";

export const { GET, HEAD, POST, PUT, DELETE, PATCH, OPTIONS } = adminRoutes({ POST: replayLead });
