import { routeHandlers } from "@/server/api/endpoint";
import { gatedUnlockEndpoint } from "@/server/handlers/gated-content";

export const { GET, POST, PUT, PATCH, DELETE } = routeHandlers(gatedUnlockEndpoint);
