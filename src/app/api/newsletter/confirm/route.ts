import { routeHandlers } from "@/server/api/endpoint";
import { newsletterConfirmationGetEndpoint, newsletterConfirmEndpoint } from "@/server/handlers/newsletter";

export const { GET, POST, PUT, PATCH, DELETE } = routeHandlers({ GET: newsletterConfirmationGetEndpoint, POST: newsletterConfirmEndpoint });
