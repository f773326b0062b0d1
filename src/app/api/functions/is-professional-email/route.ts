import { routeHandlers } from "@/server/api/endpoint";
import { isProfessionalEmailEndpoint } from "@/server/handlers/email-checks";

export const { GET, POST, PUT, PATCH, DELETE } = routeHandlers(isProfessionalEmailEndpoint);
