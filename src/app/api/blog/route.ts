import { routeHandlers } from "@/server/api/endpoint";
import { blogSearchEndpoint } from "@/server/handlers/blog";

export const { GET, POST, PUT, PATCH, DELETE } = routeHandlers({ GET: blogSearchEndpoint });
