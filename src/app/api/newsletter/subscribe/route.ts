import { routeHandlers } from "@/server/api/endpoint";
import { newsletterSubscribeEndpoint } from "@/server/handlers/newsletter";

export const { GET, POST, PUT, PATCH, DELETE } = routeHandlers(newsletterSubscribeEndpoint);
