// POST /api/admin/leads/erase/: erases a person once the confirmation page's box is ticked (see eraseLead).
import { eraseLead } from "@/server/admin/data-routes";
import { adminRoutes } from "@/server/admin/session";

export const dynamic = "force-dynamic";

export const { GET, HEAD, POST, PUT, DELETE, PATCH, OPTIONS } = adminRoutes({ POST: eraseLead });
