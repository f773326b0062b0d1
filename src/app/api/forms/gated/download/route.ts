import { routeHandlers } from "@/server/api/endpoint";
import { gatedDownloadEndpoint } from "@/server/handlers/gated-content";

export const { GET, POST, PUT, PATCH, DELETE } = routeHandlers({ GET: gatedDownloadEndpoint });
