import { routeHandlers } from "@/server/api/endpoint";
import { isCompetitorEmailEndpoint } from "@/server/handlers/email-checks";

export const { GET, POST, PUT, PATCH, DELETE } = routeHandlers(isCompetitorEmailEndpoint);
