import { SpanStatusCode, trace } from "@opentelemetry/api";
import type { Instrumentation } from "next";
import { logger } from "@/lib/log";

const log = logger("request");

type ErrorReport = Parameters<Instrumentation.onRequestError>;

/** The request's id as the request hook set it (or a proxy's), when there is one. */
function requestIdOf(headers: ErrorReport[1]["headers"]): string | undefined {
  const value = headers["x-request-id"];
  return Array.isArray(value) ? value[0] : value;
}

/** Next's report of a failed request: logged with its request id and route, and set on the active span. */
export function reportRequestError(error: unknown, request: ErrorReport[1], context: ErrorReport[2]): void {
  const digest = typeof error === "object" && error !== null && "digest" in error ? String((error as { digest: unknown }).digest) : undefined;
  log.error("the request failed", {
    requestId: requestIdOf(request.headers),
    method: request.method,
    path: request.path.split("?")[0],
    route: context.routePath,
    routeType: context.routeType,
    routerKind: context.routerKind,
    ...(context.renderSource ? { renderSource: context.renderSource } : {}),
    ...(context.revalidateReason ? { revalidateReason: context.revalidateReason } : {}),
    ...(digest ? { digest } : {}),
    err: error,
  });
  const span = trace.getActiveSpan();
  if (span) {
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
  }
}
