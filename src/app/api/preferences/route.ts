import { routeHandlers } from "@/server/api/endpoint";
import { preferencesGetEndpoint, preferencesUpdateEndpoint } from "@/server/handlers/newsletter";

export const { GET, POST, PUT, PATCH, DELETE } = routeHandlers({ GET: preferencesGetEndpoint, POST: preferencesUpdateEndpoint });
