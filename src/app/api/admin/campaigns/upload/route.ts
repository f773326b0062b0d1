// POST /api/admin/campaigns/upload/: App Store Connect's offer codes into a campaign's pool (see uploadCampaignCodes).
import { uploadCampaignCodes } from "@/server/admin/data-routes";
import { adminRoutes } from "@/server/admin/session";

export const dynamic = "force-dynamic";

export const { GET, HEAD, POST, PUT, DELETE, PATCH, OPTIONS } = adminRoutes({ POST: uploadCampaignCodes });
