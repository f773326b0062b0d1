import { routeHandlers } from "@/server/api/endpoint";
import { formConfigEndpoint } from "@/server/handlers/form-config";

export const { GET, POST, PUT, PATCH, DELETE } = routeHandlers(formConfigEndpoint);
