import { routeHandlers } from "@/server/api/endpoint";
import { createFreeTrialEndpoint } from "@/server/handlers/create-free-trial";

export const { GET, POST, PUT, PATCH, DELETE } = routeHandlers(createFreeTrialEndpoint);
