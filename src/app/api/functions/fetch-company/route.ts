import { routeHandlers } from "@/server/api/endpoint";
import { fetchCompanyEndpoint } from "@/server/handlers/company";

export const { GET, POST, PUT, PATCH, DELETE } = routeHandlers(fetchCompanyEndpoint);
