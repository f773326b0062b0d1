import { errorMessages } from "@/lib/errors";
import { errorResponse } from "@/server/api/endpoint";

/**
 * Any path under /api/ (and /.netlify/functions/) that no endpoint serves: a bare 404 in the endpoints' error shape,
 * whatever the method (Next would answer OPTIONS itself with 204, as if something were there).
 */
function notFound(request: Request): Response {
  const path = new URL(request.url).pathname;
  return errorResponse(404, { code: "not_found", message: errorMessages.pageNotFound(path) });
}

export { notFound as GET, notFound as HEAD, notFound as OPTIONS, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
