import { routeHandlers } from "@/server/api/endpoint";
import { unsubscribeAllEndpoint } from "@/server/handlers/newsletter";

export const { GET, POST, PUT, PATCH, DELETE } = routeHandlers(unsubscribeAllEndpoint);
