import { routeHandlers } from "@/server/api/endpoint";
import { formSubmitEndpoint } from "@/server/handlers/forms-submit";

export const { GET, POST, PUT, PATCH, DELETE } = routeHandlers(formSubmitEndpoint);
