import { routeHandlers } from "@/server/api/endpoint";
import { campaignStatsEndpoint } from "@/server/redemption/endpoints";

export const { GET, POST, PUT, PATCH, DELETE } = routeHandlers({ GET: campaignStatsEndpoint });
