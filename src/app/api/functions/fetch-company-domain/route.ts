import { routeHandlers } from "@/server/api/endpoint";
import { fetchCompanyDomainEndpoint } from "@/server/handlers/company";

export const { GET, POST, PUT, PATCH, DELETE } = routeHandlers(fetchCompanyDomainEndpoint);
