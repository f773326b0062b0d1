import { routeHandlers } from "@/server/api/endpoint";
import { gatedDownloadEndpoint } from "@/features/forms/server/gated";

export const { GET, POST, PUT, PATCH, DELETE } = routeHandlers({ GET: gatedDownloadEndpoint });
