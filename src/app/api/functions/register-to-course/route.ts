import { routeHandlers } from "@/server/api/endpoint";
import { registerToCourseEndpoint } from "@/server/handlers/register-to-course";

export const { GET, POST, PUT, PATCH, DELETE } = routeHandlers(registerToCourseEndpoint);
