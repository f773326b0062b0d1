import { routeHandlers } from "@/server/api/endpoint";
import { siteSearchEndpoint } from "@/server/search/endpoint";

export const { GET, POST, PUT, PATCH, DELETE } = routeHandlers({ GET: siteSearchEndpoint });
