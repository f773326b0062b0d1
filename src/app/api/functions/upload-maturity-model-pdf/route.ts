import { routeHandlers } from "@/server/api/endpoint";
import { assessmentPdfEndpoint } from "@/server/handlers/maturity-model";

export const { GET, POST, PUT, PATCH, DELETE } = routeHandlers(assessmentPdfEndpoint);
