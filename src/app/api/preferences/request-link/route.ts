import { routeHandlers } from "@/server/api/endpoint";
import { requestLinkEndpoint } from "@/server/handlers/newsletter";

export const { GET, POST, PUT, PATCH, DELETE } = routeHandlers(requestLinkEndpoint);
