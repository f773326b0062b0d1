import { routeHandlers } from "@/server/api/endpoint";
import { assessmentEndpoint } from "@/server/handlers/maturity-model";

export const { GET, POST, PUT, PATCH, DELETE } = routeHandlers(assessmentEndpoint);
