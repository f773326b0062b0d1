import { routeHandlers } from "@/server/api/endpoint";
import { gatedUnlockEndpoint } from "@/features/forms/server/gated";

export const { GET, POST, PUT, PATCH, DELETE } = routeHandlers(gatedUnlockEndpoint);
