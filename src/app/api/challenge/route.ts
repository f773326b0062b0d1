import { routeHandlers } from "@/server/api/endpoint";
import { challengeEndpoint } from "@/server/proof-of-work/endpoint";

export const { GET, POST, PUT, PATCH, DELETE } = routeHandlers({ GET: challengeEndpoint });
