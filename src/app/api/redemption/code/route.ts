import { routeHandlers } from "@/server/api/endpoint";
import { claimCodeEndpoint, visitorCodeEndpoint } from "@/server/redemption/endpoints";

export const { GET, POST, PUT, PATCH, DELETE } = routeHandlers({ GET: visitorCodeEndpoint, POST: claimCodeEndpoint });
