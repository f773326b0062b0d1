import { routeHandlers } from "@/server/api/endpoint";
import { formConfigEndpoint } from "@/features/forms/server/form-config";

export const { GET, POST, PUT, PATCH, DELETE } = routeHandlers(formConfigEndpoint);
